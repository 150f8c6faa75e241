import fc from 'fast-check';
import { CHART_METRICS, CompanyDetailsSchema, SCORE_FIELD } from 'shared-types/api';
import { analyseCompany } from './index';
import { findNonFinite } from './testing/findNonFinite';
import { GUIDANCE_METRICS, type CompanyFacts, type FinancialYear, type GuidanceRecord, type PricePoint } from './types';

/**
 * Property tests: arbitrary CompanyFacts — 0 to 12 years, random nulls, zeros,
 * negatives, huge and tiny numbers (and a few non-finite values the contract
 * forbids), lenders, missing prices — must always give a payload that parses,
 * holds no NaN or Infinity, and carries a null or 0–100 integer score.
 */

const SEED = 20250701;
const NUM_RUNS = 400;

const amount: fc.Arbitrary<number | null> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.double({ min: -5000, max: 50000, noNaN: true }) },
  { weight: 2, arbitrary: fc.double({ min: -1e12, max: 1e12, noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom(1e-9, -1e-9, 5e-324, 1e11, -1e11, 1e13, Number.MAX_VALUE) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity) },
);

const yearArb = (fiscalYear: number): fc.Arbitrary<FinancialYear> =>
  fc.record({
    fiscalYear: fc.constant(fiscalYear),
    sales: amount,
    operatingProfit: amount,
    otherIncome: amount,
    depreciation: amount,
    interest: amount,
    profitBeforeTax: amount,
    netProfit: amount,
    eps: amount,
    shares: amount,
    equity: amount,
    reserves: amount,
    borrowings: amount,
    totalAssets: amount,
    currentAssets: amount,
    currentLiabilities: amount,
    netBlock: amount,
    cwip: amount,
    receivables: amount,
    inventory: amount,
    cash: amount,
    operatingCashFlow: amount,
    capex: amount,
    capexEstimated: fc.boolean(),
    dividends: amount,
  });

const yearsArb: fc.Arbitrary<FinancialYear[]> = fc
  .record({ start: fc.integer({ min: 2005, max: 2022 }), present: fc.array(fc.boolean(), { minLength: 0, maxLength: 12 }) })
  .chain(({ start, present }) => {
    const fys = present.flatMap((keep, i) => (keep || i % 3 === 0 ? [start + i] : []));
    return fc.tuple(...fys.map(yearArb));
  })
  .map((years) => [...years]);

const dateArb = fc
  .date({ min: new Date(Date.UTC(2004, 0, 1)), max: new Date(Date.UTC(2026, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const priceArb: fc.Arbitrary<PricePoint> = fc.record({
  price: fc.oneof(fc.double({ min: 0.01, max: 100000, noNaN: true }), fc.constantFrom(0, -5, 1e-9, 1e12, Number.NaN)),
  asOf: fc.oneof({ weight: 9, arbitrary: dateArb }, { weight: 1, arbitrary: fc.constantFrom('not a date', '') }),
  source: fc.constant('fuzz'),
});

const guidanceArb: fc.Arbitrary<GuidanceRecord> = fc.record({
  fiscalYear: fc.integer({ min: 2010, max: 2027 }),
  metric: fc.constantFrom(...GUIDANCE_METRICS),
  guidedValue: fc.oneof(fc.double({ min: -50, max: 5000, noNaN: true }), fc.constantFrom(0, 1e-9, 1e12)),
  actual: fc.oneof(fc.constant(null), fc.double({ min: -50, max: 5000, noNaN: true }), fc.constant(0)),
  statement: fc.string({ maxLength: 30 }),
  source: fc.string({ maxLength: 20 }),
});

const factsArb: fc.Arbitrary<CompanyFacts> = fc.record({
  profile: fc.record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    name: fc.string({ maxLength: 20 }),
    code: fc.string({ maxLength: 8 }),
    isin: fc.option(fc.constant('INE000A01010')),
    sector: fc.option(fc.string({ maxLength: 12 })),
    isDemo: fc.boolean(),
    isLender: fc.boolean(),
  }),
  years: yearsArb,
  prices: fc.array(priceArb, { maxLength: 8 }).map((p) => [...p].sort((a, b) => a.asOf.localeCompare(b.asOf))),
  guidance: fc.array(guidanceArb, { maxLength: 6 }),
  sources: fc.array(
    fc.record({
      kind: fc.constantFrom('demo', 'screener', 'bhavcopy') as fc.Arbitrary<'demo' | 'screener' | 'bhavcopy'>,
      description: fc.string({ maxLength: 10 }),
      asOf: fc.option(dateArb),
    }),
    { maxLength: 2 },
  ),
});

describe(`analyseCompany on arbitrary facts (fast-check seed ${SEED}, ${NUM_RUNS} runs)`, () => {
  beforeAll(() => {
    console.info(`fast-check seed ${SEED}, numRuns ${NUM_RUNS}`);
  });

  it('never throws; the payload parses, holds no NaN or Infinity, and the score is null or an integer 0–100', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const details = analyseCompany(facts, { computedAt: '2025-07-01T00:00:00.000Z' });
        const parsed = CompanyDetailsSchema.safeParse(details);
        if (!parsed.success) throw new Error(`schema: ${JSON.stringify(parsed.error.issues).slice(0, 400)}`);
        const bad = findNonFinite(details);
        if (bad.length > 0) throw new Error(`non-finite values: ${bad.slice(0, 5).join('; ')}`);
        const score = details[SCORE_FIELD];
        if (score !== null && !(Number.isInteger(score) && score >= 0 && score <= 100)) throw new Error(`score ${score}`);
        if ((score === null) !== (details.analysis_meta.rating_status === 'not_rated')) throw new Error('score and rating status disagree');
        const labels = details.data_json.revenue_growth.labels.length;
        for (const series of CHART_METRICS.map((metric) => details.data_json[metric])) {
          if (series === undefined) throw new Error('series missing');
          // A chart that does not apply (a lender's ROCE) is empty; any other is aligned with the years.
          const empty = series.labels.length === 0 && series.raw_value.length === 0 && series.yoy_change.length === 0;
          if (!empty && (series.raw_value.length !== labels || series.yoy_change.length !== labels)) throw new Error('series not aligned');
        }
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });

  it('is deterministic for the same facts', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const a = analyseCompany(facts, { computedAt: 'x' });
        const b = analyseCompany(structuredClone(facts), { computedAt: 'x' });
        expect(b).toEqual(a);
      }),
      { seed: SEED + 1, numRuns: 100 },
    );
  });
});

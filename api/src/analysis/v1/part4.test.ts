import { PART4_TITLE, ScoreV2Schema, SummaryV2Schema, type CompanyDetails } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany, type CompanyFacts } from '../index';
import { ARCHETYPES, lender, steadyCompounder } from '../testing/archetypes';
import { facts, profile, year } from '../testing/builders';
import { buildScoreV2 } from '../v2/score';
import { buildSummaryV2 } from '../v2/summary';
import { renderPart4V1 } from './part4';
import { missingDataV1, notRatedDetailV1, notRatedTextV1 } from './summary';

/**
 * v1 is served from stored v2 (docs/decisions/0005): Part 4 and analysis_meta's rating text,
 * rendered from v2 read back from JSON, are the v1 answer's, for the archetypes and for cases
 * no archetype has (stale prices and statements, too little data, a kind without a model,
 * NPA filings, zero interest against borrowings, negative capital employed).
 */

const AT = '2025-07-01T00:00:00.000Z';
const stored = <T>(x: T): unknown => JSON.parse(JSON.stringify(x));

const withYears = (base: CompanyFacts, change: (y: CompanyFacts['years'][number], last: boolean) => CompanyFacts['years'][number]): CompanyFacts => ({
  ...base,
  years: base.years.map((y, i, all) => change(y, i === all.length - 1)),
});

const VARIANTS: Record<string, () => CompanyFacts> = {
  ...ARCHETYPES,
  'stale price': () => ({ ...steadyCompounder(), prices: [{ price: 1500, asOf: '2025-01-15', source: 'test' }] }),
  'stale statements': () => ({ ...steadyCompounder(), prices: [{ price: 1500, asOf: '2027-01-15', source: 'test' }] }),
  'stale statements, old quarters': () => ({
    ...steadyCompounder(),
    prices: [{ price: 1500, asOf: '2027-01-15', source: 'test' }],
    quarters: ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'].map((periodEnd) => ({ periodEnd, sales: 700, operatingProfit: 150, netProfit: 100 })),
  }),
  'no price': () => ({ ...steadyCompounder(), prices: [] }),
  'sales, profit and shares only': () =>
    facts({
      years: [2021, 2022, 2023, 2024, 2025].map((fy, i) => year(fy, { sales: 1000 * 1.2 ** i, netProfit: 150 * 1.25 ** i, shares: 10 })),
      prices: [{ price: 500, asOf: '2025-06-30', source: 'test' }],
    }),
  insurer: () => ({ ...steadyCompounder(), profile: profile({ ...steadyCompounder().profile, kind: 'insurer', isLender: false }) }),
  'lender with NPA filings': () => ({
    ...lender(),
    lenderQuality: [
      { periodEnd: '2024-03-31', grossNpaPct: 2.2, netNpaPct: 0.5, roaPct: 1.7, cet1Pct: null },
      { periodEnd: '2025-03-31', grossNpaPct: 2.4, netNpaPct: 0.6, roaPct: 1.8, cet1Pct: null },
    ],
  }),
  'zero interest against borrowings': () => withYears(steadyCompounder(), (y, last) => (last ? { ...y, interest: 0, borrowings: 2000 } : y)),
  'no borrowings and no interest': () => withYears(steadyCompounder(), (y, last) => (last ? { ...y, interest: 0, borrowings: 0 } : y)),
  'negative capital employed': () => withYears(steadyCompounder(), (y) => ({ ...y, equity: 10, reserves: -3000, borrowings: 100, profitBeforeTax: -50 })),
};

describe.each(Object.entries(VARIANTS))('v1 rendered from stored v2: %s', (_name, make) => {
  const a = runAnalysis(make(), AT);
  const payload: CompanyDetails = analyseCompany(make(), { computedAt: AT });
  const summary = SummaryV2Schema.parse(stored(buildSummaryV2(a)));
  const score = ScoreV2Schema.parse(stored(buildScoreV2(a)));

  it("gives v1's Part 4", () => {
    expect(JSON.stringify(renderPart4V1(summary, score))).toBe(JSON.stringify(payload[PART4_TITLE]));
  });

  it("gives v1's not-rated reason and detail, and its missing-data lines", () => {
    const meta = payload.analysis_meta;
    const r = summary.not_rated;
    expect(r === undefined ? null : notRatedTextV1(r, score)).toBe(meta.not_rated_reason);
    expect(r === undefined ? null : notRatedDetailV1(r, score)).toBe(meta.not_rated_detail);
    expect(missingDataV1(summary)).toEqual(meta.missing_data);
  });
});

describe('the variants reach the paths they are named for', () => {
  const summaryOf = (name: string) => buildSummaryV2(runAnalysis((VARIANTS[name] as () => CompanyFacts)(), AT));
  const measureOf = (name: string, id: string) =>
    buildScoreV2(runAnalysis((VARIANTS[name] as () => CompanyFacts)(), AT))
      .pillars.flatMap((p) => p.measures)
      .find((m) => m.id === id);

  it('stale data, stale price, too little data, no model, no price', () => {
    expect(summaryOf('stale price').price_stale?.code).toBe('price.stale');
    expect(summaryOf('stale statements').not_rated?.params).toMatchObject({ months_allowed: 15 });
    expect(summaryOf('stale statements, old quarters').not_rated?.params).toMatchObject({ quarters_end: '2026-03-31', quarters_months: 6 });
    expect(summaryOf('sales, profit and shares only').not_rated?.code).toBe('rating.low_coverage');
    expect(summaryOf('insurer').not_rated).toEqual({ code: 'rating.no_model', params: { kind: 'insurer' } });
    expect(summaryOf('no price').not_rated).toEqual({ code: 'rating.insufficient_data', params: { shortfall: 'price', no_price: true } });
  });

  it('asset quality, interest cover and ROCE level reasons', () => {
    expect(measureOf('lender with NPA filings', 'asset_quality')?.reason.code).toBe('score.asset_quality.measured');
    expect(measureOf('zero interest against borrowings', 'interest_cover')?.reason.code).toBe('score.interest_cover.no_interest_shown');
    expect(measureOf('no borrowings and no interest', 'interest_cover')?.reason.code).toBe('score.interest_cover.debt_free');
    expect(measureOf('negative capital employed', 'roce_level')?.reason.code).toBe('score.roce_level.capital_not_positive');
  });
});

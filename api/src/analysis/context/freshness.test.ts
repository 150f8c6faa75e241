import { PART3_TITLE, SCORE_FIELD } from 'shared-types/api';
import { analyseCompany } from '../index';
import { steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type QuarterResult } from '../types';
import { runAnalysis } from '../analyse';
import { reason } from '../v2/figure';
import { addMonths, computeFreshness } from './freshness';

/** Stale statements, quarters that cover the gap, and a year end that is not 31 March (hand-worked). */

const at = { computedAt: '2025-07-01T00:00:00.000Z' };

/** The steady compounder's statements (FY2016–FY2025) with today's price moved to `date`. */
function pricedOn(date: string, price = 1652.1, approximate = false): CompanyFacts {
  const base = steadyCompounder();
  return { ...base, prices: [...base.prices.slice(0, -1), { price, asOf: date, source: 'test close', ...(approximate ? { approximate } : {}) }] };
}

/** Four quarters of FY2026 after the compounder's FY2025 (net profit ₹550.7 crore, 10 crore shares): 160 each. */
const fy2026Quarters: QuarterResult[] = ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'].map((periodEnd) => ({
  periodEnd,
  sales: 1000,
  operatingProfit: 230,
  netProfit: 160,
}));

describe('freshness: statements too old for the price are not rated', () => {
  it('adds calendar months, clamping the day', () => {
    expect(addMonths('2025-03-31', 15)).toBe('2026-06-30');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('rates FY2025 statements against a price up to 15 months later (June 2026) and not one day after', () => {
    expect(analyseCompany(pricedOn('2026-06-30'), at).analysis_meta.rating_status).toBe('rated');
    const late = analyseCompany(pricedOn('2026-07-01'), at);
    expect(late[SCORE_FIELD]).toBeNull();
    const why =
      'the latest annual statements end Mar 2025, 15 months before the price of 2026-07-01 (at most 15 allowed), and no quarterly results cover the gap';
    expect(late.analysis_meta).toMatchObject({ not_rated_reason: `Not rated — stale data: ${why}`, not_rated_code: 'stale_data', not_rated_detail: why });
    // The same as a code with its data, for v2 (the words: shared-types/src/messages/en/meta.ts).
    expect(runAnalysis(pricedOn('2026-07-01'), at.computedAt).ctx.freshness?.staleReason).toEqual(
      reason('freshness.stale.no_quarters', { statements_end: '2025-03-31', months_behind: 15, price_date: '2026-07-01', allowed_months: 15 }),
    );
    expect(runAnalysis(pricedOn('2026-06-30'), at.computedAt).ctx.freshness?.staleReason).toBeNull();
  });

  it('rates them again when quarterly results cover the gap, using trailing-twelve-month EPS in the P/E, labelled', () => {
    const facts = { ...pricedOn('2026-07-15', 2560), quarters: fy2026Quarters };
    const payload = analyseCompany(facts, at);
    expect(payload.analysis_meta).toMatchObject({
      rating_status: 'rated',
      statements_period_end: '2025-03-31',
      trailing_twelve_months: {
        label: 'TTM to Mar 2026',
        period_end: '2026-03-31',
        quarter_ends: fy2026Quarters.map((q) => q.periodEnd),
        figures: ['sales', 'net profit', 'EPS (net profit / FY2025 shares)'],
      },
    });
    // TTM EPS = 4 × 160 / 10 shares = ₹64.00; 2,560 / 64 = 40.0 times.
    expect(payload[PART3_TITLE]['1. Overall Investigation']).toContain('trade at 40.0 times TTM to Mar 2026 EPS of ₹64.00 (an earnings yield of 2.5%)');
  });

  it('is not fooled by quarters that are themselves old (last quarter more than 6 months before the price)', () => {
    const payload = analyseCompany({ ...pricedOn('2026-10-15'), quarters: fy2026Quarters }, at);
    expect(payload.analysis_meta.not_rated_reason).toMatch(
      /^Not rated — stale data: .*the latest quarterly results end Mar 2026, more than 6 months before the price$/,
    );
    expect(runAnalysis({ ...pricedOn('2026-10-15'), quarters: fy2026Quarters }, at.computedAt).ctx.freshness?.staleReason).toEqual(
      reason('freshness.stale.quarters_old', {
        statements_end: '2025-03-31',
        months_behind: 18,
        price_date: '2026-10-15',
        allowed_months: 15,
        quarters_end: '2026-03-31',
        quarters_recent_months: 6,
      }),
    );
  });

  it("treats an export's own 'on or after' price as consistent with its statements", () => {
    expect(analyseCompany(pricedOn('2027-01-10', 1652.1, true), at).analysis_meta.rating_status).toBe('rated');
  });

  it('says nothing without statements or a price', () => {
    expect(computeFreshness(null, null, null)).toBeNull();
  });
});

describe('prices by period end: a December year end keeps its P/E history', () => {
  it('matches each year to the price nearest its own period end, not to 31 March', () => {
    const base = steadyCompounder();
    const years = base.years.map((y) => ({ ...y, periodEnd: `${y.fiscalYear}-12-31` }));
    const prices = [
      ...years.map((y) => ({ price: (y.eps as number) * 25, asOf: `${y.fiscalYear}-12-30`, source: 'bhavcopy' })),
      { price: 1500, asOf: '2026-01-20', source: 'bhavcopy' },
    ];
    const payload = analyseCompany({ ...base, years, prices }, at);
    expect(payload.data_json.price_earnings.raw_value.filter((x) => x !== 'NA')).toHaveLength(10);
    expect(payload[PART3_TITLE]['1. Overall Investigation']).toContain('against a median fiscal-year-end P/E of 25.0 over 10 years');
  });
});

describe('charts mark a trailing-twelve-month point as such', () => {
  it('ends revenue and EPS with "TTM to Mar 2026" (no YoY figure), and leaves the other metrics alone', () => {
    const payload = analyseCompany({ ...pricedOn('2026-07-15', 2560), quarters: fy2026Quarters }, at);
    const sales = payload.data_json.revenue_growth;
    expect(sales.labels.at(-1)).toBe('TTM to Mar 2026');
    expect(sales.raw_value.at(-1)).toBe(4000);
    expect(sales.yoy_change.at(-1)).toBe('NA');
    expect(payload.data_json.eps_growth.raw_value.at(-1)).toBe(64);
    expect(payload.data_json.roce.labels.at(-1)).toBe('FY2025');
  });
});

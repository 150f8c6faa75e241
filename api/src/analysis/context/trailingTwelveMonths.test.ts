import { analyseCompany } from '../index';
import { steadyCompounder } from '../testing/archetypes';
import { quarter } from '../testing/cashFixtures';
import { year } from '../testing/builders';
import { buildYearView } from './yearMetrics';
import { trailingTwelveMonths } from './trailingTwelveMonths';
import { figure, reason } from '../v2/figure';

/** Reliance-like: FY2025 on 1,353.2 crore shares, then quarters to Sep 2025. */
const fy2025 = buildYearView(year(2025, { netProfit: 69_648, shares: 1_353.2, periodEnd: '2025-03-31' }), [], false);
const ends = ['2023-12-31', '2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'];
const otherIncome = [4_000, 4_500, 4_200, 4_900, 4_600, 4_300, 15_119, 4_700];
const profits = [17_265, 18_951, 15_138, 16_563, 18_540, 19_407, 26_994, 18_165];

describe('trailing twelve months (issue 29)', () => {
  it('flags a quarter whose other income is more than twice its 8-quarter median (Reliance ₹15,119 crore against ₹4,000–4,900)', () => {
    const ttm = trailingTwelveMonths(
      ends.map((end, i) => quarter(end, profits[i] as number, otherIncome[i] as number)),
      fy2025,
    );
    expect(ttm?.unusualOtherIncome).toEqual([{ periodEnd: '2025-06-30', otherIncome: 15_119, median: 4_550 }]);
    expect(ttm?.notes).toContainEqual(
      reason('ttm.unusual_other_income', {
        quarter_end: '2025-06-30',
        other_income: figure(15_119, 'inr_crore'),
        median: figure(4_550, 'inr_crore'),
        ttm_end: '2025-09-30',
      }),
    );
  });

  it('excludes exceptional items, after tax at the quarter’s own rate, and says so', () => {
    const qs = ends.map((end, i) => quarter(end, profits[i] as number, 4_500, i === 6 ? { exceptionalItems: 8_924, profitBeforeTax: 36_000, tax: 9_000 } : {}));
    const ttm = trailingTwelveMonths(qs, fy2025);
    const reported = 18_540 + 19_407 + 26_994 + 18_165;
    expect(ttm?.reportedNetProfit).toBe(reported);
    expect(ttm?.netProfit).toBeCloseTo(reported - 8_924 * (1 - 0.25), 6);
    expect(ttm?.eps as number).toBeCloseTo((reported - 8_924 * 0.75) / 1_353.2, 6);
    expect(ttm?.notes).toContainEqual(
      reason('ttm.exceptional_left_out', {
        ttm_end: '2025-09-30',
        exceptional_items: figure(8_924, 'inr_crore'),
        reported_net_profit: figure(reported, 'inr_crore'),
        net_profit: figure(ttm?.netProfit, 'inr_crore'),
      }),
    );
  });

  it('sets the latest quarter beside the same quarter a year earlier', () => {
    const ttm = trailingTwelveMonths(
      ends.map((end, i) => quarter(end, profits[i] as number, 4_500)),
      fy2025,
    );
    expect(ttm?.latestQuarter).toMatchObject({ periodEnd: '2025-09-30', netProfit: 18_165, yearEarlier: { periodEnd: '2024-09-30', netProfit: 16_563 } });
    expect(ttm?.notes).toContainEqual(
      reason('ttm.latest_quarter.with_sales', {
        quarter_end: '2025-09-30',
        year_earlier_end: '2024-09-30',
        sales: figure(240_000, 'inr_crore'),
        year_earlier_sales: figure(240_000, 'inr_crore'),
        net_profit: figure(18_165, 'inr_crore'),
        year_earlier_net_profit: figure(16_563, 'inr_crore'),
      }),
    );
  });
});

describe('trailing twelve months in the payload', () => {
  it('says what was left out and flagged, beside which figures are TTM', () => {
    const base = steadyCompounder();
    const qs = ['2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'].map((end, i) =>
      quarter(end, 160, i === 5 ? 400 : 40, i === 6 ? { exceptionalItems: 100, profitBeforeTax: 200, tax: 50 } : {}),
    );
    const payload = analyseCompany({ ...base, quarters: qs }, { computedAt: '2026-05-01T00:00:00.000Z' });
    const ttm = payload.analysis_meta.trailing_twelve_months;
    expect(ttm?.figures).toContain('net profit (exceptional items left out)');
    expect(ttm?.notes?.join(' ')).toMatch(/Other income in the quarter to Dec 2025 was ₹400.0 crore, more than twice its 8-quarter median of ₹40.0 crore/);
    expect(ttm?.notes?.join(' ')).toContain('exceptional items of ₹100.0 crore before tax are left out');
  });
});

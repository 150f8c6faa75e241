import { PIOTROSKI_CRITERION_IDS } from 'shared-types/api';
import { computePiotroski, type PiotroskiYear } from './piotroski';

const current: PiotroskiYear = {
  fiscalYear: 2025,
  netProfit: 100,
  totalAssets: 1100,
  operatingCashFlow: 150,
  borrowings: 200,
  currentAssets: null,
  currentLiabilities: null,
  shares: 10,
  sales: 1000,
  operatingProfit: 200,
};
const previous: PiotroskiYear = {
  fiscalYear: 2024,
  netProfit: 80,
  totalAssets: 1000,
  operatingCashFlow: 70,
  borrowings: 250,
  currentAssets: null,
  currentLiabilities: null,
  shares: 10,
  sales: 900,
  operatingProfit: 170,
};

describe('Piotroski F-score (hand-worked two-year case)', () => {
  it('scores 7 out of 8 when the current ratio is unknown, criterion by criterion', () => {
    const p = computePiotroski({ current, previous, totalAssetsTwoYearsBack: 900 });
    // 1 ROA 100/1000 = 10% > 0; 2 CFO 150 > 0; 3 ROA 10% > 80/900 = 8.9%; 4 CFO/TA 15% > 10%;
    // 5 leverage 200/1050 = 19.0% < 250/950 = 26.3%; 6 n/a; 7 shares 10 ≤ 10; 8 margin 20.0% > 18.9%;
    // 9 turnover 1000/1000 = 1.00 is not above 900/900 = 1.00.
    expect(p.criteria.map((c) => c.status)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'na', 'pass', 'pass', 'fail']);
    expect(p.score).toBe(7);
    expect(p.outOf).toBe(8);
    expect(p.currentRatioKnown).toBe(false);
    expect(p.criteria.map((c) => c.id)).toEqual(PIOTROSKI_CRITERION_IDS);
    expect(p.criteria[0]?.reason.params).toEqual({
      roa: { value: 0.1, unit: 'fraction', period: 'FY2025' },
      net_profit: { value: 100, unit: 'inr_crore' },
      opening_assets: { value: 1000, unit: 'inr_crore' },
    });
    expect(p.criteria[8]?.reason.params).toEqual({
      previous_turnover: { value: 1, unit: 'times', period: 'FY2024' },
      turnover: { value: 1, unit: 'times', period: 'FY2025' },
    });
  });

  it('scores out of 9 once current assets and liabilities are known', () => {
    const p = computePiotroski({
      current: { ...current, currentAssets: 500, currentLiabilities: 250 },
      previous: { ...previous, currentAssets: 450, currentLiabilities: 250 },
      totalAssetsTwoYearsBack: 900,
    });
    expect(p.criteria[5]).toMatchObject({
      status: 'pass',
      reason: { code: 'report.piotroski.current_ratio', params: { previous_ratio: { value: 1.8 }, ratio: { value: 2 } } },
    });
    expect(p.score).toBe(8);
    expect(p.outOf).toBe(9);
  });

  it('fails dilution and passes leverage for a debt-free company; falls back to year-end assets without t−2', () => {
    const p = computePiotroski({
      current: { ...current, borrowings: 0, shares: 11 },
      previous: { ...previous, borrowings: 0 },
      totalAssetsTwoYearsBack: null,
    });
    expect(p.criteria[4]).toMatchObject({ status: 'pass', reason: { code: 'report.piotroski.leverage.debt_free' } });
    expect(p.criteria[6]?.status).toBe('fail');
    // ROA_{t−1} falls back to 80 / 1000 = 8.0% and says so.
    expect(p.criteria[2]?.reason.params?.previous_base_year_end).toBe(true);
  });
});

describe('Piotroski criteria as data (the v2 report part)', () => {
  it('gives each criterion its detail as a reason code with the figures, periods included', () => {
    const p = computePiotroski({ current, previous, totalAssetsTwoYearsBack: 900 });
    expect(p.criteria.map((c) => c.reason.code)).toEqual([
      'report.piotroski.roa',
      'report.piotroski.cfo',
      'report.piotroski.roa_change',
      'report.piotroski.accruals',
      'report.piotroski.leverage',
      'report.piotroski.current_ratio.unknown',
      'report.piotroski.shares',
      'report.piotroski.margin',
      'report.piotroski.asset_turnover',
    ]);
    expect(p.criteria[4]?.reason.params).toEqual({
      previous_leverage: { value: 250 / 950, unit: 'fraction', period: 'FY2024' },
      leverage: { value: 200 / 1050, unit: 'fraction', period: 'FY2025' },
    });
  });

  it('marks a fallback to year-end assets, a debt-free pair and a reclassified year', () => {
    const free = computePiotroski({ current: { ...current, borrowings: 0 }, previous: { ...previous, borrowings: 0 }, totalAssetsTwoYearsBack: null });
    expect(free.criteria[2]?.reason.params?.previous_base_year_end).toBe(true);
    expect(free.criteria[4]?.reason.code).toBe('report.piotroski.leverage.debt_free');
    const moved = computePiotroski({ current, previous, totalAssetsTwoYearsBack: 900, reclassifiedFy: 2025 });
    expect(moved.criteria[4]?.reason).toEqual({ code: 'report.piotroski.not_compared', params: { year: 'FY2025' } });
  });
});

import { facts, year } from '../testing/builders';
import { buildContext } from './buildContext';

/** Infosys-like: debt-free FY2016–FY2019 (Borrowings and Interest left blank), lease liabilities from FY2020. */
function debtFreeYears() {
  return Array.from({ length: 10 }, (_, i) => {
    const fy = 2016 + i;
    const debtFree = fy <= 2019;
    return year(fy, {
      sales: 60000 + 5000 * i,
      profitBeforeTax: 18000 + 1000 * i,
      interest: debtFree ? null : 200,
      netProfit: 13000 + 800 * i,
      equity: 1100,
      reserves: 60000 + 2000 * i,
      borrowings: debtFree ? null : 5000,
      totalAssets: 80000 + 3000 * i,
      receivables: fy === 2017 ? null : 12000,
      operatingCashFlow: 12000,
    });
  });
}

describe('blanks that mean zero', () => {
  it('reads a blank Borrowings and Interest in a reported balance sheet as debt-free: ROCE and D/E computed', () => {
    const ctx = buildContext(facts({ years: debtFreeYears() }));
    const fy2016 = ctx.byFy.get(2016);
    expect(fy2016?.y.borrowings).toBe(0);
    expect(fy2016?.y.interest).toBe(0);
    // EBIT 18,000 (PBT + no interest) / (1,100 + 60,000 + 0) capital employed.
    expect(fy2016?.roce.value).toBeCloseTo(18000 / 61100, 6);
    expect(fy2016?.ebitBasis).toBe('pbt_plus_interest');
    expect(fy2016?.debtToEquity).toBe(0);
    expect(ctx.years.filter((v) => v.roce.value === null)).toEqual([]);
  });

  it('keeps a gap in an always-filled row missing, and a blank in a year without its statement unknown', () => {
    const years = debtFreeYears();
    years[0] = { ...years[0]!, totalAssets: null };
    const ctx = buildContext(facts({ years }));
    expect(ctx.byFy.get(2017)?.y.receivables).toBeNull();
    expect(ctx.byFy.get(2016)?.y.borrowings).toBeNull();
    expect(ctx.byFy.get(2017)?.y.borrowings).toBe(0);
  });

  it('reads a blank dividend as nothing paid only where profit and cash flow were reported', () => {
    const years = debtFreeYears().map((y) => ({ ...y, dividends: null }));
    years[9] = { ...years[9]!, operatingCashFlow: null };
    const ctx = buildContext(facts({ years }));
    expect(ctx.byFy.get(2016)?.y.dividends).toBe(0);
    expect(ctx.byFy.get(2025)?.y.dividends).toBeNull();
  });
});

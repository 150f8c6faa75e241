import { runAnalysis } from '../analyse';
import { steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type FinancialYear } from '../types';

/**
 * Issue 29, finding 6: a 15-month transition year (Nestle India's January 2023
 * to March 2024) is kept as the year, its flows annualised and said so, its
 * balance sheet as reported (context/normalise.ts).
 */

function withFifteenMonthYear(): CompanyFacts {
  const base = steadyCompounder();
  const years = base.years.map((y): FinancialYear => {
    if (y.fiscalYear !== 2024) return y;
    const flow = (x: number | null): number | null => (x === null ? null : x * 1.25);
    return {
      ...y,
      months: 15,
      sales: flow(y.sales),
      operatingProfit: flow(y.operatingProfit),
      netProfit: flow(y.netProfit),
      eps: flow(y.eps),
      profitBeforeTax: flow(y.profitBeforeTax),
      operatingCashFlow: flow(y.operatingCashFlow),
      dividends: flow(y.dividends),
    };
  });
  return { ...base, years };
}

describe('a fifteen-month year', () => {
  it('is kept, its flows at a twelve-month rate and its balance sheet as reported, and says so', () => {
    const base = steadyCompounder().years.find((y) => y.fiscalYear === 2024)!;
    const a = runAnalysis(withFifteenMonthYear());
    const fy2024 = a.ctx.byFy.get(2024)!;
    expect(fy2024.y.sales).toBeCloseTo(base.sales as number, 6);
    expect(fy2024.y.netProfit).toBeCloseTo(base.netProfit as number, 6);
    expect(fy2024.y.totalAssets).toBe(base.totalAssets);
    expect(a.ctx.dropped).toContainEqual({ code: 'missing.long_year', params: { fiscal_year: 'FY2024', months: 15 } });
    // Growth through the year is the record's, not a 25% jump and fall.
    expect(a.growth.sales.value).toBeCloseTo(0.15, 3);
  });
});

import { runAnalysis } from '../analyse';
import { facts, profile, year } from '../testing/builders';
import { type FinancialYear } from '../types';
import { buildReportV2 } from '../v2/report';
import { buildInvestorLenses } from './index';
import { PIOTROSKI_SIGNALS, piotroskiLens } from './piotroski';

const v1Piotroski = (years: FinancialYear[], lender = false) =>
  buildInvestorLenses(runAnalysis(facts({ profile: profile(lender ? { isLender: true, kind: 'lender' } : {}), years }))).lenses[4];
const roaFigure = 'ROA 15.0% (net profit ₹15.0 crore / opening assets ₹100.0 crore)';

const two: FinancialYear[] = [
  year(2024, { netProfit: 10, totalAssets: 100, operatingCashFlow: 12, borrowings: 20, shares: 10, sales: 100, operatingProfit: 15 }),
  year(2025, { netProfit: 15, totalAssets: 110, operatingCashFlow: 10, borrowings: 25, shares: 11, sales: 120, operatingProfit: 20 }),
];

describe("Piotroski's F-score", () => {
  it('gives one criterion per signal, with the figures the engine computed', () => {
    const l = piotroskiLens(runAnalysis(facts({ years: two })));
    expect(l.criteria.map((c) => c.id)).toEqual(PIOTROSKI_SIGNALS);
    const outcome = Object.fromEntries(l.criteria.map((c) => [c.id, c.outcome]));
    // ROA 15 / 100 = 15% > 0; CFO 10 > 0; ROA 15% vs 10% (FY2024 on its own year-end assets): up; CFO/assets 10% < ROA 15%;
    // leverage 25 / 105 = 23.8% vs 20 / 100 = 20%: up; no current assets; shares 10 → 11; margin 12.5% → 16.7%; turnover 1.0 → 1.2.
    expect(outcome).toEqual({
      roa_positive: 'pass',
      cfo_positive: 'pass',
      roa_improving: 'pass',
      accruals: 'fail',
      leverage_lower: 'fail',
      current_ratio_higher: 'not_assessable',
      no_new_shares: 'fail',
      margin_higher: 'pass',
      turnover_higher: 'pass',
    });
    // The lens carries the outcome only; v1 shows the v2 report's criterion of the same place as its figure.
    expect(l.criteria[0]).toEqual({ id: 'roa_positive', outcome: 'pass' });
    expect(v1Piotroski(two)?.criteria[0]?.figure).toBe(roaFigure);
    expect(v1Piotroski(two)?.criteria[5]?.note).toBe('current assets and current liabilities are not in the imported data');
  });

  it('marks every signal not assessable for a lender, and with one year only', () => {
    const lender = piotroskiLens(runAnalysis(facts({ profile: profile({ isLender: true, kind: 'lender' }), years: two })));
    expect(lender.criteria.filter((c) => c.outcome === 'not_assessable')).toHaveLength(9);
    expect(lender.criteria[0]?.reason).toEqual({ code: 'lens.piotroski.lender' });
    expect(v1Piotroski(two, true)?.criteria[0]?.note).toContain('do not fit a lender');
    expect(piotroskiLens(runAnalysis(facts({ years: two.slice(1) }))).criteria[0]?.reason).toEqual({
      code: 'lens.piotroski.previous_year_missing',
      params: { period: 'FY2025', previous_year: 'FY2024' },
    });
    expect(v1Piotroski(two.slice(1))?.criteria[0]?.note).toBe('needs FY2024 as well as FY2025, and FY2024 is missing');
  });

  it('keeps the figures of a kind with no model in the report, which judges nothing else', () => {
    const insurer = runAnalysis(facts({ profile: profile({ kind: 'insurer' }), years: two }));
    expect(Object.keys(buildReportV2(insurer).quality ?? {})).toEqual(['piotroski']);
    expect(buildInvestorLenses(insurer).lenses[4]?.criteria[0]?.figure).toBe(roaFigure);
  });
});

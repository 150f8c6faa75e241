import { runAnalysis } from '../analyse';
import { lender } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { lenderCycleVerdict } from '../v2/reportMoatLender';
import { lenderMoat } from './lenderMoat';

/** The lender archetype with its profits (and so ROE) scaled. */
const earning = (factor: number): CompanyFacts => {
  const f = lender();
  return { ...f, years: f.years.map((y) => ({ ...y, netProfit: y.netProfit === null ? null : y.netProfit * factor })) };
};

describe("a lender's moat: one rule, read by the report's verdict", () => {
  it('clears the cost of equity without a moat when ROE fell below it in more than one year', () => {
    const ctx = runAnalysis(lender()).ctx;
    const m = lenderMoat(ctx);
    expect(m?.reading).toBe('clears');
    expect(m?.belowYears.length).toBeGreaterThan(1);
    expect(lenderCycleVerdict(ctx)?.code).toBe('report.moat.lender_cycle.fell_below');
  });

  it('is a moat when ROE holds well above the cost of equity, and none when it stays below', () => {
    const rich = runAnalysis(earning(2)).ctx;
    expect(lenderMoat(rich)).toMatchObject({ reading: 'moat', belowYears: [] });
    expect(lenderCycleVerdict(rich)?.code).toBe('report.moat.lender_cycle.moat');
    const poor = runAnalysis(earning(0.5)).ctx;
    expect(lenderMoat(poor)?.reading).toBe('no_moat');
    expect(lenderCycleVerdict(poor)?.code).toBe('report.moat.lender_cycle.no_moat');
  });
});

import { PART3_TITLE, PART4_TITLE } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany } from './index';
import { holdCashFlows, projectHoldIrr, solveIrr } from './metrics/irr';
import { bullGrowth, bullGrowthCap } from './metrics/scenarios';
import { steadyCompounder, turnaround } from './testing/archetypes';

/** Growth, projections and thin histories (hand-worked, one company per rule). */

const at = { computedAt: '2025-07-01T00:00:00.000Z' };

describe('a CAGR that starts in a loss, or runs short, is not meaningful', () => {
  it('gives a turnaround (FY2020 a loss, FY2025 a profit) no EPS CAGR and no EPS growth points, instead of a CAGR from its first profitable year', () => {
    const a = runAnalysis(turnaround());
    expect(a.growth.eps).toMatchObject({
      value: null,
      notMeaningful: 'loss_start',
      reason: 'not meaningful: the 5-year window starts in FY2020 at a loss or zero',
    });
    const eps = a.score.pillars.find((p) => p.name === 'Growth')?.measures.find((m) => m.label === 'EPS growth');
    expect(eps).toMatchObject({ points: 0, evidence: 'EPS CAGR not meaningful: the 5-year window starts in FY2020 at a loss or zero, so no growth points' });
  });

  it('leaves growth out (unknown, not bad) when the start year of the window is missing', () => {
    const base = steadyCompounder();
    const a = runAnalysis({ ...base, years: base.years.filter((y) => y.fiscalYear !== 2020) });
    expect(a.growth.sales).toMatchObject({ value: null, notMeaningful: 'short_window' });
    const sales = a.score.pillars.find((p) => p.name === 'Growth')?.measures.find((m) => m.label === 'Sales growth');
    expect(sales?.points).toBeNull();
  });
});

describe('projections fade and the bull case is capped', () => {
  it('caps the bull case at the higher of 20% and the best 5-year EPS CAGR, never below the base case', () => {
    expect(bullGrowthCap(null)).toBe(0.2);
    expect(bullGrowthCap(0.12)).toBe(0.2);
    expect(bullGrowthCap(0.28)).toBe(0.28);
    expect(bullGrowth(0.1, 0.2)).toBeCloseTo(0.15, 12); // base + 5 points
    expect(bullGrowth(0.18, 0.2)).toBe(0.2); // capped
    expect(bullGrowth(0.25, 0.2)).toBe(0.25); // a base already above the cap stays
  });

  it("states the compounder's bull cap and why, and its expected return is the IRR of the weighted cash flows", () => {
    const a = runAnalysis(steadyCompounder());
    const scenarios = a.scenarios ?? [];
    expect(scenarios.find((s) => s.name === 'Bull Case')?.growth).toBeCloseTo(0.2, 12); // 16.3% + 5 points, capped at 20%
    const weighted = Array.from({ length: 6 }, (_, t) =>
      scenarios.reduce((sum, s) => {
        const flows = holdCashFlows({ price: 1652.1, eps0: 55.07, growth: s.growth, years: 5, exitPe: s.exitPe, payout: a.hold.ok ? a.hold.payout : 0 });
        return sum + (s.probability / 100) * (flows[t] ?? 0);
      }, 0),
    );
    expect(a.expectedReturn?.irr).toBeCloseTo(solveIrr(weighted).irr as number, 10);
    const averageOfIrrs = scenarios.reduce((sum, s) => sum + (s.probability / 100) * (s.fiveYear.irr ?? 0), 0);
    expect(a.expectedReturn?.irr).not.toBeCloseTo(averageOfIrrs, 4);
    const text = Object.values(analyseCompany(steadyCompounder(), at)[PART3_TITLE]['5. 3-10 Year Hold Scenarios']).join(' ');
    expect(text).toContain("capped at 20.0%, the 20% floor of the cap, as the company's best 5-year EPS CAGR on record (16.5%) is lower");
    expect(text).toContain('The probabilities are a stated heuristic, not a forecast');
    expect(text).toMatch(/Expected return: \d+\.\d% a year, the IRR of the three cases' 5-year cash flows weighted by these probabilities/);
  });

  it('fades the IRR, so ten years of 25% growth are not compounded', () => {
    const ten = projectHoldIrr({ price: 100, eps0: 5, growth: 0.25, years: 10, exitPe: 20, payout: 0 });
    expect(ten.epsAtExit).toBeCloseTo(5 * 1.25 ** 5 * 1.21 * 1.17 * 1.13 * 1.09 * 1.05, 9);
  });
});

describe('periods that are not twelve months long', () => {
  it('are named in the missing-data notes as left out of yearly and growth figures', () => {
    const payload = analyseCompany({ ...steadyCompounder(), shortPeriods: [{ periodEnd: '2015-12-31', months: 3 }] }, at);
    expect(payload.analysis_meta.missing_data).toContain(
      'the 3-month period ending 2015-12-31 (a change of year end) is left out of yearly and growth figures, which use twelve-month years only',
    );
  });
});

describe('a thin history (fewer than five twelve-month years) publishes no long view', () => {
  it('has no 10-year IRR, no fat-pitch verdict and no scenario table, and says why', () => {
    const base = steadyCompounder();
    const payload = analyseCompany({ ...base, years: base.years.slice(-4) }, at);
    const part3 = payload[PART3_TITLE];
    const oe = part3["4. Owner's Earnings and Margin of Safety"];
    expect(oe['IRR Projections']['10-year hold']).toBe('Not published: only 4 twelve-month years of history (5 needed for a 10-year view).');
    expect(oe['IRR Projections']['5-year hold']).toMatch(/^\d+\.\d% a year/);
    expect(oe['Fat Pitch Analysis']).toBe('Not judged: only 4 twelve-month years of history (5 needed), too little to call anything a fat pitch.');
    expect(Object.keys(part3['5. 3-10 Year Hold Scenarios'])).toEqual(['Base Case', 'Bull Case', 'Bear Case']);
    expect(part3['5. 3-10 Year Hold Scenarios']['Base Case']).toMatch(/^No scenario table: only 4 twelve-month years/);
    expect(payload[PART4_TITLE].Growth).toMatch(/Sales growth \(8 points\) left out: no sales CAGR \(not meaningful: no FY2020 figure/);
  });
});

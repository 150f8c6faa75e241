import { HoldSchema } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { cyclical, lossMaker, noStatements, steadyCompounder, thinHistory } from '../testing/archetypes';
import { buildHoldV2 } from './hold';

/** Part 3's hold projections and scenarios as v2 data: figures and codes, no words. */

const at = '2025-07-01T00:00:00.000Z';

describe('buildHoldV2', () => {
  it('gives a compounder’s inputs, one IRR per horizon and three weighted cases', () => {
    const hold = buildHoldV2(runAnalysis(steadyCompounder(), at));
    expect(HoldSchema.safeParse(hold).success).toBe(true);
    expect(hold.inputs).toMatchObject({ price: { value: 1652.1, unit: 'inr_per_share', period: '2025-06-30' }, eps: { value: 55.07, period: 'FY2025' } });
    expect(hold.irr?.map((x) => x.horizon_years)).toEqual([3, 5, 10]);
    expect(hold.irr?.[1]?.irr?.value).toBeCloseTo(0.152, 3);
    expect(hold.scenarios?.map((s) => [s.id, s.probability])).toEqual([
      ['base', 0.55],
      ['bull', 0.3],
      ['bear', 0.15],
    ]);
    expect(hold.weighting).toEqual({ rose: 18, measured: 18 });
    expect(hold.assumptions?.map((r) => r.code)).toEqual([
      'hold.growth.eps_cagr',
      'hold.growth.bounded_by_sales',
      'hold.exit_pe.lower_of_current_and_median',
      'hold.payout.latest',
    ]);
  });

  it('says a cyclical’s projections start from normalised EPS', () => {
    const hold = buildHoldV2(runAnalysis(cyclical(), at));
    expect(hold.assumptions?.[0]).toMatchObject({ code: 'hold.eps.normalised_cyclical', params: { reported_eps: { value: 4.92, period: 'FY2025' } } });
  });

  it('says why nothing is projected, and still weighs the cases, for a loss-maker', () => {
    const hold = buildHoldV2(runAnalysis(lossMaker(), at));
    expect(hold.not_projected).toEqual({ code: 'hold.eps_not_positive', params: { period: 'FY2025' } });
    expect(hold.irr).toBeUndefined();
    expect(hold.scenarios?.map((s) => Object.keys(s))).toEqual([
      ['id', 'probability'],
      ['id', 'probability'],
      ['id', 'probability'],
    ]);
  });

  it('says why there is no table for a thin history and for no statements', () => {
    expect(buildHoldV2(runAnalysis(thinHistory(), at))).toMatchObject({
      scenarios_reason: { code: 'hold.scenarios.thin_history', params: { years: 2, needed: 5 } },
    });
    expect(buildHoldV2(runAnalysis(noStatements(), at))).toMatchObject({
      not_projected: { code: 'hold.no_statements' },
      scenarios_reason: { code: 'hold.scenarios.no_statements' },
    });
  });
});

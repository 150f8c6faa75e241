import { riskMessageParams, RisksSchema, type RiskFactorV2 } from './risks';

describe('v2 risks', () => {
  const leverage: RiskFactorV2 = {
    id: 'leverage',
    outcome: 'clear',
    figures: { debt_to_equity: { value: 0.43, unit: 'times', period: 'FY2025' } },
    threshold: { value: 1, unit: 'times' },
    reason: { code: 'risk.leverage.within' },
  };

  it('gives a reason’s message the factor’s figures and threshold beside its own parameters', () => {
    expect(riskMessageParams({ ...leverage, reason: { code: 'risk.leverage.within', params: { basis: 'operating' } } })).toEqual({
      debt_to_equity: { value: 0.43, unit: 'times', period: 'FY2025' },
      threshold: { value: 1, unit: 'times' },
      basis: 'operating',
    });
  });

  it('passes a count as a plain number, for ICU plurals', () => {
    const losses: RiskFactorV2 = {
      id: 'losses',
      outcome: 'clear',
      figures: { loss_years: { value: 0, unit: 'count' }, years_known: { value: 5, unit: 'count' } },
      reason: { code: 'risk.losses.profitable' },
    };
    expect(riskMessageParams(losses)).toEqual({ loss_years: 0, years_known: 5 });
  });

  it('keeps a factor, outcome or level a newer server added, and refuses a figure without a unit', () => {
    const newer = { factors: [{ ...leverage, id: 'climate', outcome: 'watch' }], level: 'severe', assessed: 1, applicable: 1 };
    expect(RisksSchema.safeParse(newer).success).toBe(true);
    const broken = { ...newer, factors: [{ ...leverage, figures: { debt_to_equity: { value: 0.43 } } }] };
    expect(RisksSchema.safeParse(broken).success).toBe(false);
  });
});

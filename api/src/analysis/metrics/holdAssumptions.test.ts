import { runAnalysis } from '../analyse';
import { cyclical, lossMaker, steadyCompounder, thinHistory } from '../testing/archetypes';

/** The hold inputs say why they failed, and how the payout was chosen, as codes (shared-types HOLD_REASON_CODES). */

describe('hold assumptions as codes', () => {
  it('say why no return can be projected, with the EPS period', () => {
    expect(runAnalysis(lossMaker()).hold).toMatchObject({ ok: false, why: { code: 'hold.eps_not_positive', params: { period: 'FY2025' } } });
    expect(runAnalysis(thinHistory()).hold).toMatchObject({ ok: false, why: { code: 'hold.no_growth' } });
    const noPrice = { ...steadyCompounder(), prices: [] };
    expect(runAnalysis(noPrice).hold).toMatchObject({ ok: false, why: { code: 'hold.no_price' } });
  });

  it('give the failure as a code only, no sentence', () => {
    expect(runAnalysis(lossMaker()).hold).not.toHaveProperty('reason');
  });

  it('name the EPS period apart from any annualising, and the payout basis', () => {
    const hold = runAnalysis(steadyCompounder()).hold;
    expect(hold).toMatchObject({ ok: true, epsPeriod: 'FY2025', epsMonths: null, payoutBasis: 'latest' });
    expect(runAnalysis(cyclical()).hold).toMatchObject({ ok: true, payoutBasis: 'latest' });
  });
});

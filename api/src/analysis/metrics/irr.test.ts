import { holdCashFlows, projectHoldIrr, solveIrr } from './irr';

describe('hold-period IRR (reference values)', () => {
  const base = { price: 1000, eps0: 50, growth: 0.15, years: 5, exitPe: 20 };

  it('P0 1000, EPS0 50, g 15%, n 5, exit P/E 20, no dividends: EPS_5 100.5679, exit 2011.357, IRR 15.00%', () => {
    const result = projectHoldIrr({ ...base, payout: 0 });
    expect(result.epsAtExit).toBeCloseTo(100.5679, 4);
    expect(result.exitValue).toBeCloseTo(2011.357, 3);
    expect((result.irr as number) * 100).toBeCloseTo(15.0, 2);
    expect(((result.irr as number) * 100).toFixed(2)).toBe('15.00');
  });

  it('the same with a 20% payout gives 16.15%', () => {
    const result = projectHoldIrr({ ...base, payout: 0.2 });
    expect(((result.irr as number) * 100).toFixed(2)).toBe('16.15');
  });

  it('with no dividends matches the closed form (Exit / P0)^(1/n) − 1, on the faded path after year 5 (8% → 7.4% → 6.8%)', () => {
    const inputs = { price: 800, eps0: 40, growth: 0.08, years: 7, exitPe: 15, payout: 0 };
    const exit = 40 * 1.08 ** 5 * 1.074 * 1.068 * 15;
    expect(projectHoldIrr(inputs).irr).toBeCloseTo((exit / 800) ** (1 / 7) - 1, 9);
  });

  it('does not compound 30% for ten years: growth fades to the 5% terminal rate by year 10', () => {
    const result = projectHoldIrr({ price: 1000, eps0: 50, growth: 0.3, years: 10, exitPe: 20, payout: 0 });
    const eps10 = 50 * 1.3 ** 5 * 1.25 * 1.2 * 1.15 * 1.1 * 1.05;
    expect(result.epsAtExit).toBeCloseTo(eps10, 9);
    expect(result.epsAtExit as number).toBeLessThan(50 * 1.3 ** 10 * 0.6); // 370 against 689 unfaded
  });

  it('lays out the cash flows: −P0, dividends, then dividend plus exit value', () => {
    const flows = holdCashFlows({ price: 100, eps0: 10, growth: 0, years: 3, exitPe: 10, payout: 0.5 });
    expect(flows).toEqual([-100, 5, 5, 105]);
  });

  it('is not meaningful for zero or negative EPS, with the reason', () => {
    const result = projectHoldIrr({ ...base, eps0: -5, payout: 0 });
    expect(result.irr).toBeNull();
    expect(result.why).toEqual({ code: 'hold.irr.eps_not_positive' });
    expect(result).not.toHaveProperty('reason');
  });

  it('solveIrr refuses shapes it cannot solve instead of returning NaN', () => {
    expect(solveIrr([100, 10]).irr).toBeNull();
    expect(solveIrr([-1]).irr).toBeNull();
    expect(solveIrr([-1, 1e6]).why).toEqual({ code: 'hold.irr.above_1000' });
    expect(solveIrr([-1e6, 1]).why).toEqual({ code: 'hold.irr.below_minus_99' });
    expect(solveIrr([-100, 110]).irr).toBeCloseTo(0.1, 10);
  });
});

describe('why an IRR is not given, as a reason code', () => {
  const base = { price: 1000, eps0: 50, growth: 0.15, years: 5, exitPe: 20, payout: 0 };

  it('names each refusal of the inputs by code', () => {
    expect(projectHoldIrr({ ...base, price: 0 }).why).toEqual({ code: 'hold.irr.no_price' });
    expect(projectHoldIrr({ ...base, eps0: 0 }).why).toEqual({ code: 'hold.irr.eps_not_positive' });
    expect(projectHoldIrr({ ...base, exitPe: 0 }).why).toEqual({ code: 'hold.irr.no_exit_pe' });
    expect(projectHoldIrr({ ...base, growth: -1 }).why).toEqual({ code: 'hold.irr.invalid_inputs' });
  });

  it('names each shape the solver cannot solve by code, and gives none with a solution', () => {
    expect(solveIrr([100, 10]).why).toEqual({ code: 'hold.irr.no_outlay' });
    expect(solveIrr([-1, 1e6]).why).toEqual({ code: 'hold.irr.above_1000' });
    expect(solveIrr([-1e6, 1]).why).toEqual({ code: 'hold.irr.below_minus_99' });
    expect(solveIrr([-1, Number.NaN]).why).toEqual({ code: 'hold.irr.out_of_range' });
    expect(solveIrr([-100, 110]).why).toBeNull();
    expect(projectHoldIrr(base).why).toBeNull();
  });
});

import { type Reason } from 'shared-types/api';
import { finiteOrNull } from '../math/growth';
import { reason } from '../v2/figure';
import { growthPath } from './growthPath';

/**
 * Hold-period IRR. Cash flows: −P0, then Div_1 … Div_{n−1}, then Div_n + EPS_n × exitPE,
 * with EPS_t on the shared growth path (g for five years, fading to the terminal rate by
 * year ten: growthPath.ts) and Div_t = payout × EPS_t. Solved by bisection on
 * r ∈ [−0.99, 10]; NPV falls monotonically in r for this shape (one outflow first).
 */

export const IRR_LOWER = -0.99;
export const IRR_UPPER = 10;
const ITERATIONS = 200;
const TOLERANCE = 1e-12;

function npv(rate: number, flows: readonly number[]): number {
  let total = 0;
  let discount = 1;
  for (const flow of flows) {
    total += flow / discount;
    discount *= 1 + rate;
  }
  return total;
}

/** `why` is the reason code when no IRR is solved (shared-types HOLD_IRR_REASON_CODES). */
export type IrrSolution = { irr: number; why: null } | { irr: null; why: Reason };

function notSolved(code: string): IrrSolution & { irr: null } {
  return { irr: null, why: reason(code) };
}

export function solveIrr(flows: readonly number[]): IrrSolution {
  const first = flows[0];
  if (first === undefined || flows.length < 2 || !(first < 0)) return notSolved('hold.irr.no_outlay');
  // IRR is scale-free: dividing by the outlay keeps every term small and finite.
  const scaled = flows.map((f) => f / -first);
  if (scaled.some((f) => !Number.isFinite(f))) return notSolved('hold.irr.out_of_range');
  let lo = IRR_LOWER;
  let hi = IRR_UPPER;
  const atLo = npv(lo, scaled);
  const atHi = npv(hi, scaled);
  if (Number.isNaN(atLo) || Number.isNaN(atHi)) return notSolved('hold.irr.out_of_range');
  if (atLo < 0) return notSolved('hold.irr.below_minus_99');
  if (atHi > 0) return notSolved('hold.irr.above_1000');
  for (let i = 0; i < ITERATIONS && hi - lo > TOLERANCE; i += 1) {
    const mid = (lo + hi) / 2;
    if (npv(mid, scaled) > 0) lo = mid;
    else hi = mid;
  }
  const irr = finiteOrNull((lo + hi) / 2);
  return irr === null ? notSolved('hold.irr.no_solution') : { irr, why: null };
}

export interface HoldInputs {
  price: number;
  eps0: number;
  /** EPS growth a year, as a fraction. */
  growth: number;
  years: number;
  exitPe: number;
  /** Dividend payout, as a fraction of EPS. */
  payout: number;
}

export interface HoldProjection {
  irr: number | null;
  why: Reason | null;
  epsAtExit: number | null;
  exitValue: number | null;
  totalDividends: number | null;
}

export function holdCashFlows(inputs: HoldInputs): number[] {
  const { price, eps0, growth, years, exitPe, payout } = inputs;
  const eps = growthPath(eps0, growth, years);
  return [-price, ...eps.map((e, i) => payout * e + (i === years - 1 ? e * exitPe : 0))];
}

export function projectHoldIrr(inputs: HoldInputs): HoldProjection {
  const refused = (code: string): HoldProjection => ({ ...notSolved(code), epsAtExit: null, exitValue: null, totalDividends: null });
  if (!(inputs.price > 0)) return refused('hold.irr.no_price');
  if (!(inputs.eps0 > 0)) return refused('hold.irr.eps_not_positive');
  if (!(inputs.exitPe > 0)) return refused('hold.irr.no_exit_pe');
  if (!(inputs.years >= 1) || !(inputs.growth > -1)) return refused('hold.irr.invalid_inputs');
  const path = growthPath(inputs.eps0, inputs.growth, inputs.years);
  const epsAtExit = finiteOrNull(path.at(-1) ?? Number.NaN);
  const exitValue = epsAtExit === null ? null : finiteOrNull(epsAtExit * inputs.exitPe);
  const flows = holdCashFlows(inputs);
  const dividends = path.reduce((sum, e) => sum + inputs.payout * e, 0);
  const solution = solveIrr(flows);
  return { irr: solution.irr, why: solution.why, epsAtExit, exitValue, totalDividends: finiteOrNull(dividends) };
}

import { type HoldScenarioId } from 'shared-types/api';
import { BULL_GROWTH_CAP, GROWTH_FLOOR, HOLD_YEARS, SCENARIO_GROWTH_SHIFT, SCENARIO_PE_FACTOR } from '../assumptions';
import { type HoldAssumptions } from './holdAssumptions';
import { holdCashFlows, projectHoldIrr, solveIrr, type HoldProjection, type IrrSolution } from './irr';

/**
 * Base, bull and bear cases. Bull and bear move EPS growth by ±5 points (the bull case
 * within its cap) and the exit P/E by ±25%. The weights are a stated heuristic, not a
 * forecast: from growth consistency c (share of measurable years in which sales and net
 * profit rose), bear = 35 − 20c, bull = 15 + 15c, each rounded to 5, base = the rest.
 */

export interface Scenario {
  id: HoldScenarioId;
  probability: number;
  growth: number;
  exitPe: number;
  fiveYear: HoldProjection;
  tenYear: HoldProjection;
}

export interface Probabilities {
  base: number;
  bull: number;
  bear: number;
}

function roundTo5(x: number): number {
  return 5 * Math.round(x / 5);
}

export function scenarioProbabilities(consistency: number | null): Probabilities | null {
  if (consistency === null) return null;
  const c = Math.min(1, Math.max(0, consistency));
  const bear = roundTo5(35 - 20 * c);
  const bull = roundTo5(15 + 15 * c);
  return { base: 100 - bear - bull, bull, bear };
}

export interface HoldHorizon {
  years: number;
  projection: HoldProjection;
}

/** The published hold horizons; a thin history gets none beyond five years. */
export function holdHorizons(hold: HoldAssumptions & { ok: true }, thinHistory = false): HoldHorizon[] {
  return HOLD_YEARS.filter((years) => !thinHistory || years <= 5).map((years) => ({
    years,
    projection: projectHoldIrr({ price: hold.price, eps0: hold.eps0, growth: hold.growth, years, exitPe: hold.exitPe, payout: hold.payout }),
  }));
}

function scenario(hold: HoldAssumptions & { ok: true }, id: HoldScenarioId, probability: number, growth: number, exitPe: number): Scenario {
  const base = { price: hold.price, eps0: hold.eps0, growth, exitPe, payout: hold.payout };
  return { id, probability, growth, exitPe, fiveYear: projectHoldIrr({ ...base, years: 5 }), tenYear: projectHoldIrr({ ...base, years: 10 }) };
}

/** Bear growth is floored two shifts below the projection floor, so it stays a plausible decline. */
const BEAR_GROWTH_FLOOR = GROWTH_FLOOR - 2 * SCENARIO_GROWTH_SHIFT;

/**
 * The bull case's growth cap: the company's best 5-year EPS CAGR, as a bull case may hope for a repeat
 * of the best stretch, not for more (a 20% floor once let TCS's bull case grow 14.2% against a best
 * stretch of 11.3%); BULL_GROWTH_CAP only when no clean 5-year record exists.
 */
export function bullGrowthCap(bestFiveYear: number | null): number {
  return bestFiveYear ?? BULL_GROWTH_CAP;
}

/** Base growth plus the shift, within the cap, and never below the base case. */
export function bullGrowth(base: number, cap: number): number {
  return Math.max(base, Math.min(base + SCENARIO_GROWTH_SHIFT, cap));
}

export function buildScenarios(hold: HoldAssumptions & { ok: true }, probabilities: Probabilities, bullCap: number): Scenario[] {
  return [
    scenario(hold, 'base', probabilities.base, hold.growth, hold.exitPe),
    scenario(hold, 'bull', probabilities.bull, bullGrowth(hold.growth, bullCap), hold.exitPe * (1 + SCENARIO_PE_FACTOR)),
    scenario(hold, 'bear', probabilities.bear, Math.max(BEAR_GROWTH_FLOOR, hold.growth - SCENARIO_GROWTH_SHIFT), hold.exitPe * (1 - SCENARIO_PE_FACTOR)),
  ];
}

/**
 * The expected return: the IRR of the probability-weighted cash flows of the three cases over
 * `years`, not the weighted average of their IRRs (which overstates it: IRR is not linear).
 */
export function expectedReturn(hold: HoldAssumptions & { ok: true }, scenarios: readonly Scenario[], years = 5): IrrSolution {
  const flows = Array.from({ length: years + 1 }, () => 0);
  for (const s of scenarios) {
    const own = holdCashFlows({ price: hold.price, eps0: hold.eps0, growth: s.growth, years, exitPe: s.exitPe, payout: hold.payout });
    own.forEach((flow, t) => (flows[t] = (flows[t] ?? 0) + (s.probability / 100) * flow));
  }
  return solveIrr(flows);
}

export interface SensitivityGrid {
  growths: number[];
  exitPes: number[];
  /** irr[i][j]: growth i, exit P/E j; null when not meaningful. */
  irr: Array<Array<number | null>>;
}

/** 5-year IRR for growth ± 5 points against exit P/E ± 25%. */
export function sensitivityGrid(hold: HoldAssumptions & { ok: true }, years = 5): SensitivityGrid {
  const growths = [Math.max(BEAR_GROWTH_FLOOR, hold.growth - SCENARIO_GROWTH_SHIFT), hold.growth, hold.growth + SCENARIO_GROWTH_SHIFT];
  const exitPes = [hold.exitPe * (1 - SCENARIO_PE_FACTOR), hold.exitPe, hold.exitPe * (1 + SCENARIO_PE_FACTOR)];
  const irr = growths.map((growth) =>
    exitPes.map((exitPe) => projectHoldIrr({ price: hold.price, eps0: hold.eps0, growth, years, exitPe, payout: hold.payout }).irr),
  );
  return { growths, exitPes, irr };
}

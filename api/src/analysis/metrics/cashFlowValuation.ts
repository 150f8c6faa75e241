import { clamp, finiteOrNull } from '../math/growth';
import { FADE_END_YEAR, fadedGrowth } from './growthPath';

/**
 * The engine's one cash-flow valuation: earnings per share on the shared
 * growth path, less the reinvestment that growth needs (reinvestment rate =
 * growth / return on capital, between 0 and 100%), discounted at the cost of
 * equity for ten years, plus a terminal value at the terminal growth rate with
 * its own reinvestment. Growth is never free: the old DCF grew owner's
 * earnings at the EPS CAGR without paying for the capex behind it.
 */

export interface CashFlowValueInput {
  /** Earnings per share today (₹). */
  earnings0: number;
  /** Starting growth rate (fraction). */
  growth: number;
  /** Return on the capital reinvested (fraction): the company's median ROE. */
  returnOnCapital: number;
  discountRate: number;
  terminalGrowth: number;
  /** Constant growth for all ten years instead of the faded path (the reverse DCF's question). */
  constantGrowth?: boolean;
}

export interface CashFlowValue {
  value: number;
  /** Present value of the ten explicit years. */
  explicit: number;
  /** Present value of everything after year ten. */
  terminal: number;
  /** Share of earnings reinvested in year one and in the terminal years. */
  reinvestmentStart: number;
  reinvestmentTerminal: number;
}

export const reinvestmentRate = (growth: number, returnOnCapital: number): number => clamp(growth / returnOnCapital, 0, 1);

export function cashFlowValue(input: CashFlowValueInput): CashFlowValue | null {
  const { earnings0, growth, returnOnCapital, discountRate, terminalGrowth } = input;
  if (!(earnings0 > 0) || !(returnOnCapital > 0) || !(discountRate > terminalGrowth) || !(growth > -1)) return null;
  let earnings = earnings0;
  let explicit = 0;
  let discount = 1;
  for (let t = 1; t <= FADE_END_YEAR; t += 1) {
    const g = input.constantGrowth === true ? growth : fadedGrowth(growth, t, terminalGrowth);
    earnings *= 1 + g;
    discount *= 1 + discountRate;
    explicit += (earnings * (1 - reinvestmentRate(g, returnOnCapital))) / discount;
  }
  const terminalCash = earnings * (1 + terminalGrowth) * (1 - reinvestmentRate(terminalGrowth, returnOnCapital));
  const terminal = terminalCash / (discountRate - terminalGrowth) / discount;
  const value = finiteOrNull(explicit + terminal);
  if (value === null) return null;
  return {
    value,
    explicit,
    terminal,
    reinvestmentStart: reinvestmentRate(growth, returnOnCapital),
    reinvestmentTerminal: reinvestmentRate(terminalGrowth, returnOnCapital),
  };
}

export const IMPLIED_GROWTH_RANGE = [-0.3, 0.6] as const;

export type ImpliedGrowth =
  | { kind: 'solved'; growth: number }
  | { kind: 'below_range' | 'above_range'; bound: number }
  /** Return on capital at or below the cost of equity: more growth lowers the value, so the price names no growth rate. */
  | { kind: 'growth_destroys_value' };

/**
 * Reverse DCF: the constant growth for ten years at which the cash-flow value
 * equals the price. Only when the return on capital beats the discount rate is
 * the value rising in growth, and so the answer unique.
 */
export function impliedGrowth(price: number, input: Omit<CashFlowValueInput, 'growth' | 'constantGrowth'>): ImpliedGrowth | null {
  if (!(price > 0) || !(input.earnings0 > 0) || !(input.returnOnCapital > 0)) return null;
  if (input.returnOnCapital <= input.discountRate) return { kind: 'growth_destroys_value' };
  const valueAt = (g: number): number => cashFlowValue({ ...input, growth: g, constantGrowth: true })?.value ?? Number.NaN;
  let [lo, hi] = IMPLIED_GROWTH_RANGE as readonly [number, number];
  if (!(valueAt(lo) < price)) return { kind: 'below_range', bound: lo };
  if (!(valueAt(hi) > price)) return { kind: 'above_range', bound: hi };
  // A hundredth of a basis point is far finer than the one decimal the text shows.
  for (let i = 0; i < 100 && hi - lo > 1e-6; i += 1) {
    const mid = (lo + hi) / 2;
    if (valueAt(mid) < price) lo = mid;
    else hi = mid;
  }
  return { kind: 'solved', growth: (lo + hi) / 2 };
}

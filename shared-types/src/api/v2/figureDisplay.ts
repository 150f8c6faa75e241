import { UNITS, type Unit } from './figure';

/**
 * How a unit's figure is shown, as far as its number goes: the scale it is written in (a fraction
 * in percent) and how many decimals. One rule for the message catalogue's `figureNumber` and for
 * the wire's display rounding (docs/research-answer-v2.md), so the two cannot drift. Rupees in
 * crore are whole, as the peer table and key figures show them; multiples keep two decimals below
 * 10, so a D/E of 0.48 does not read as its 0.5 threshold.
 */
export interface UnitDecimals {
  /** The figure is shown × 10^scaleDigits: 2 for a fraction (0.153 is 15.3). */
  scaleDigits: number;
  /** The decimals shown for the scaled value. */
  decimals: (scaled: number) => number;
}

const fixedDecimals = (decimals: number) => (): number => decimals;

export const UNIT_DECIMALS: Readonly<Record<Unit, UnitDecimals>> = {
  inr_crore: { scaleDigits: 0, decimals: fixedDecimals(0) },
  inr: { scaleDigits: 0, decimals: fixedDecimals(2) },
  inr_per_share: { scaleDigits: 0, decimals: fixedDecimals(2) },
  fraction: { scaleDigits: 2, decimals: fixedDecimals(1) },
  percentage_points: { scaleDigits: 0, decimals: fixedDecimals(1) },
  // Judged on the value as written at two decimals, so 9.996 is '10.0' and rounding it again keeps it so.
  times: { scaleDigits: 0, decimals: (scaled) => (Math.round(Math.abs(scaled) * 100) < 1000 ? 2 : 1) },
  days: { scaleDigits: 0, decimals: fixedDecimals(0) },
  years: { scaleDigits: 0, decimals: fixedDecimals(1) },
  count: { scaleDigits: 0, decimals: fixedDecimals(0) },
  score: { scaleDigits: 0, decimals: fixedDecimals(1) },
  number: { scaleDigits: 0, decimals: fixedDecimals(2) },
};

export const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

/** The unit a figure is shown in: a unit this build does not know is shown as a plain number. */
export const knownUnit = (unit: string): Unit => (isUnit(unit) ? unit : 'number');

/** A figure as shown: `steps` whole steps of 10^-decimals in the unit's scale, rounded half away from zero, as Intl rounds. */
export interface ShownNumber {
  steps: number;
  decimals: number;
  scaleDigits: number;
}

/** How a figure's value is shown in its unit; `decimals` overrides the unit's default. */
export function shownNumber(value: number, unit: string, decimals?: number): ShownNumber {
  const rule = UNIT_DECIMALS[knownUnit(unit)];
  const scaled = value * 10 ** rule.scaleDigits;
  const shown = decimals ?? rule.decimals(scaled);
  const steps = Math.sign(scaled) * Math.round(Math.abs(scaled) * 10 ** shown);
  // No minus zero: -0.0004 is shown as 0.0.
  return { steps: steps === 0 ? 0 : steps, decimals: shown, scaleDigits: rule.scaleDigits };
}

/**
 * The value rounded once to exactly what its unit shows, in the figure's own scale (0.1534 → 0.153
 * for a fraction shown as 15.3). A whole number divided by a power of ten is the double nearest that
 * decimal, so JSON writes it as the decimal shown.
 */
export function displayValue(value: number, unit: string): number {
  const { steps, decimals, scaleDigits } = shownNumber(value, unit);
  return steps / 10 ** (decimals + scaleDigits);
}

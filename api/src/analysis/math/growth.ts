/**
 * Guarded arithmetic for the analysis engine. Every helper returns null instead
 * of NaN or Infinity, so nothing non-finite can leak into the payload.
 */

export function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

export function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/**
 * A ratio or growth rate beyond ±10^9 only arises from a near-zero denominator
 * (e.g. sales of ₹10^-9 crore); it says nothing, so it is treated as unknown.
 */
export const MAX_RATIO = 1e9;

export function ratioOrNull(x: number): number | null {
  return Number.isFinite(x) && Math.abs(x) <= MAX_RATIO ? x : null;
}

/** n / d, or null when either is unknown, d is zero (or not positive when asked), or the result is beyond ±10^9. */
export function safeDivide(n: number | null, d: number | null, options: { positiveDenominator?: boolean } = {}): number | null {
  if (n === null || d === null || d === 0) return null;
  if (options.positiveDenominator && d < 0) return null;
  return ratioOrNull(n / d);
}

/** Sum of values, or null when any is unknown. */
export function sumKnown(values: ReadonlyArray<number | null>): number | null {
  let total = 0;
  for (const v of values) {
    if (v === null) return null;
    total += v;
  }
  return finiteOrNull(total);
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** Linear map of x from [from, to] onto [0, 1], clamped; works for falling scales (from > to) too. */
export function scale01(x: number, from: number, to: number): number {
  return clamp((x - from) / (to - from), 0, 1);
}

/**
 * Year-on-year change per the note: g = (x_t − x_{t−1}) / |x_{t−1}|. Undefined when a value is
 * unknown, the previous one is zero, or the change is too large to express (no reader needs which).
 */
export type Growth = { kind: 'growth'; value: number } | { kind: 'turned_positive' } | { kind: 'turned_negative' } | { kind: 'undefined' };

export function yoy(current: number | null, previous: number | null): Growth {
  if (current === null || previous === null || previous === 0) return { kind: 'undefined' };
  // A sign flip has no meaningful percentage: report the direction instead.
  if (previous < 0 && current > 0) return { kind: 'turned_positive' };
  if (previous > 0 && current < 0) return { kind: 'turned_negative' };
  const g = ratioOrNull((current - previous) / Math.abs(previous));
  return g === null ? { kind: 'undefined' } : { kind: 'growth', value: g };
}

export function growthValue(g: Growth): number | null {
  return g.kind === 'growth' ? g.value : null;
}

/** Compound annual growth; only when both ends are positive. */
export function cagr(start: number | null, end: number | null, years: number): number | null {
  if (start === null || end === null || start <= 0 || end <= 0 || years <= 0) return null;
  const ratio = ratioOrNull(end / start);
  if (ratio === null || ratio <= 0) return null;
  return ratioOrNull(Math.pow(ratio, 1 / years) - 1);
}

/**
 * Years between two period ends (YYYY-MM-DD), in whole months / 12: a CAGR runs over the time that
 * passed, so a window that spans a 15-month transition period is 5.25 years, not 5. Null when a
 * date cannot be read or the second is not later.
 */
export function yearsBetween(from: string, to: string): number | null {
  const a = /^(\d{4})-(\d{2})-(\d{2})/.exec(from);
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(to);
  if (a === null || b === null) return null;
  const [ya, ma, da] = [Number(a[1]), Number(a[2]), Number(a[3])];
  const [yb, mb, db] = [Number(b[1]), Number(b[2]), Number(b[3])];
  // Period ends fall at month ends, so the day only matters when it moves by about a month.
  const months = (yb - ya) * 12 + (mb - ma) + Math.round((db - da) / 30);
  return months > 0 ? months / 12 : null;
}

/** A flow over `months` scaled to twelve months, for a period that must enter yearly growth. */
export function annualise(value: number | null, months: number): number | null {
  if (value === null || !(months > 0)) return null;
  return finiteOrNull((value * 12) / months);
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let total = 0;
  for (const v of values) total += v;
  return finiteOrNull(total / values.length);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  if (sorted.length % 2 === 1) return upper;
  return finiteOrNull(((sorted[mid - 1] as number) + upper) / 2);
}

/** Population standard deviation (dividing by n), which is what the texts quote. */
export function stdev(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  let squares = 0;
  for (const v of values) squares += (v - m) * (v - m);
  return finiteOrNull(Math.sqrt(squares / values.length));
}

/** Keep only the known values. */
export function known(values: ReadonlyArray<number | null>): number[] {
  const out: number[] = [];
  for (const v of values) if (v !== null && Number.isFinite(v)) out.push(v);
  return out;
}

/** Round to dp decimals; very large values are already as precise as doubles allow. */
export function round(x: number, dp = 2): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e15) return x;
  const f = 10 ** dp;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r; // no negative zero
}

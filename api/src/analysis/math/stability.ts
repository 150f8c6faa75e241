import { type StabilityShape } from 'shared-types/api';
import { finiteOrNull, mean, stdev } from './growth';

/**
 * How much a yearly series (ROCE, ROE, margin) swings. A steady rise is not
 * volatility: TCS's ROCE climbing smoothly from 39.9% to 63.7% once scored
 * 'ROCE stability 1/5' on its spread around the mean. So the spread is
 * measured around the least-squares trend line, and a flat or rising series
 * is judged on that alone. A falling series is judged on its spread around
 * the mean, as before: a steady decline is erosion, not stability. Since the
 * trend line fits at least as well as the mean, a rise never scores worse
 * than a flat series with the same noise. Score and text both read this
 * (v1's words: v1/stabilityText.ts).
 */

export interface Stability {
  /** The trend's slope, in the series' units per fiscal year. */
  slope: number;
  /** Population standard deviation around the trend (rising or flat) or around the mean (falling). */
  swing: number;
  basis: 'trend' | 'mean';
}

/** Needs three points; null otherwise. x is the fiscal year, so a missing year is not bridged as adjacent. */
export function stabilityOf(points: ReadonlyArray<{ x: number; y: number }>): Stability | null {
  if (points.length < 3) return null;
  const mx = mean(points.map((p) => p.x));
  const my = mean(points.map((p) => p.y));
  if (mx === null || my === null) return null;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) * (p.x - mx);
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  if (slope < 0) {
    const around = stdev(points.map((p) => p.y));
    return around === null ? null : { slope, swing: around, basis: 'mean' };
  }
  let squares = 0;
  for (const p of points) {
    const residual = p.y - (my + slope * (p.x - mx));
    squares += residual * residual;
  }
  const swing = finiteOrNull(Math.sqrt(squares / points.length));
  return swing === null || !Number.isFinite(slope) ? null : { slope, swing, basis: 'trend' };
}

/** Under half a point a year the trend is not worth naming. */
const NAMED_SLOPE = 0.005;

/** The shape of a stability figure (shared-types v2/stability.ts; the score and the report carry it with the slope and swing). */
export function stabilityShape(s: Stability): StabilityShape {
  const named = Math.abs(s.slope) >= NAMED_SLOPE;
  if (s.basis === 'mean') return named ? 'fall' : 'around_mean';
  return named ? 'rise' : 'around_trend';
}

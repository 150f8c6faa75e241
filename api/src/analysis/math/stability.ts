import { formatRatio } from '../format';
import { finiteOrNull, mean, stdev } from './growth';

/**
 * How much a yearly series (ROCE, ROE, margin) swings. A steady rise is not
 * volatility: TCS's ROCE climbing smoothly from 39.9% to 63.7% once scored
 * 'ROCE stability 1/5' on its spread around the mean. So the spread is
 * measured around the least-squares trend line, and a flat or rising series
 * is judged on that alone. A falling series is judged on its spread around
 * the mean, as before: a steady decline is erosion, not stability. Since the
 * trend line fits at least as well as the mean, a rise never scores worse
 * than a flat series with the same noise. Score and text both read this.
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

/** The stability figure's shape: a named rise or fall, or only the spread (around the trend or the mean). */
export type StabilityShape = 'rise' | 'fall' | 'around_trend' | 'around_mean';

/** Under half a point a year the trend is not worth naming. */
const NAMED_SLOPE = 0.005;

/** The data form of the phrase below (the v2 payload carries the shape with the slope and swing). */
export function stabilityShape(s: Stability): StabilityShape {
  const named = Math.abs(s.slope) >= NAMED_SLOPE;
  if (s.basis === 'mean') return named ? 'fall' : 'around_mean';
  return named ? 'rise' : 'around_trend';
}

/**
 * 'a rise of about 3.4 points a year, with a standard deviation of 0.4 points around that trend': the
 * words for math/stability's figure, so a text never calls a steady rise a swing the score did not.
 * Worded from the data form, so v1 text rendered from a stored v2 payload reads the same.
 */
export function stabilityPhraseOf(shape: StabilityShape, slope: number, swing: number): string {
  const pts = (x: number): string => `${formatRatio(x * 100, 1)} points`;
  switch (shape) {
    case 'fall':
      return `a fall of about ${pts(-slope)} a year, with a standard deviation of ${pts(swing)} around its mean (a fall counts against stability)`;
    case 'around_mean':
      return `a standard deviation of ${pts(swing)} around its mean`;
    case 'rise':
      return `a rise of about ${pts(slope)} a year, with a standard deviation of ${pts(swing)} around that trend`;
    default:
      return `a standard deviation of ${pts(swing)} around its trend`;
  }
}

export function stabilityPhrase(s: Stability): string {
  return stabilityPhraseOf(stabilityShape(s), s.slope, s.swing);
}

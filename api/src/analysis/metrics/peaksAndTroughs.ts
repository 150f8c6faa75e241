import { type YearView } from '../context/yearMetrics';
import { known, median } from '../math/growth';

/**
 * Peaks and troughs (README, 'Growth and projections'): a year is a peak or a trough when its EPS
 * lies more than 25% above or below what the company's 7-year median net margin would earn on that
 * year's sales, which is the year's net margin against that median. Neither is ever the base of a
 * growth assumption or of a scored CAGR: Sun Pharma's 31.6% EPS CAGR ran from FY2021's depressed
 * margin, Tata Steel's from a trough to a trough.
 *
 * The median is of margins, not of EPS itself, because a steady compounder's EPS two years before
 * the median year lies 25% below it at 15.5% growth: growth alone is not a base effect.
 */

export const EXTREME_BAND = 0.25;
export const EXTREME_WINDOW_YEARS = 7;
/** With fewer known margins the median is too thin to call any year a peak or a trough. */
export const MIN_EXTREME_YEARS = 4;

export interface MarginNorm {
  median: number;
  fromFy: number;
  toFy: number;
  years: number;
}

export interface EarningsExtreme {
  fy: number;
  kind: 'peak' | 'trough';
  margin: number;
  norm: MarginNorm;
}

/** The median net margin over the latest seven years (at least four known), or null. */
export function marginNorm(views: readonly YearView[]): MarginNorm | null {
  const latest = views.at(-1);
  if (latest === undefined) return null;
  const window = views.filter((v) => v.fy > latest.fy - EXTREME_WINDOW_YEARS && v.npm !== null);
  const m = median(known(window.map((v) => v.npm)));
  if (m === null || window.length < MIN_EXTREME_YEARS) return null;
  return { median: m, fromFy: (window[0] as YearView).fy, toFy: (window.at(-1) as YearView).fy, years: window.length };
}

/** The year's peak or trough against the norm, or null when it is an ordinary year (or cannot be told). */
export function earningsExtreme(view: YearView | undefined, norm: MarginNorm | null): EarningsExtreme | null {
  if (view === undefined || norm === null || view.npm === null) return null;
  const band = EXTREME_BAND * Math.abs(norm.median);
  if (view.npm > norm.median + band) return { fy: view.fy, kind: 'peak', margin: view.npm, norm };
  if (view.npm < norm.median - band) return { fy: view.fy, kind: 'trough', margin: view.npm, norm };
  return null;
}

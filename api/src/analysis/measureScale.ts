import { type Metrics } from './computedMetrics';
import { formatPct, formatRatio, plural } from './format';
import { scale01 } from './math/growth';

// The building blocks of every score measure: what a measure is, and the scales that award its points.

export interface Measure {
  label: string;
  max: number;
  points: number | null;
  evidence: string;
  /** Why the measure is left out (points null), for texts that list what is missing. */
  leftOutReason?: string;
}

export const pct = (x: number): string => formatPct(x, 0);

/** Points on a linear scale from `zeroAt` (0 points) to `fullAt` (max points); works for falling scales. */
export function linear(label: string, max: number, value: number, zeroAt: number, fullAt: number, what: string, fmt: (x: number) => string = pct): Measure {
  return { label, max, points: max * scale01(value, zeroAt, fullAt), evidence: `${what} (0 points at ${fmt(zeroAt)}, full marks at ${fmt(fullAt)})` };
}

export const leftOut = (label: string, max: number, reason: string): Measure => ({
  label,
  max,
  points: null,
  evidence: `left out: ${reason}`,
  leftOutReason: reason,
});
export const fixed = (label: string, max: number, points: number, evidence: string): Measure => ({ label, max, points, evidence });

export const points = (x: number): string => plural(Math.round(x * 100), 'point');
export const times = (x: number): string => `${formatRatio(x, 1)} times`;

export function profitRecord(m: Metrics, max: number): Measure {
  const g = m.growth;
  return g.profitYearsKnown === 0
    ? leftOut('Profit record', max, 'net profit unknown')
    : {
        label: 'Profit record',
        max,
        points: (max * (g.profitYearsKnown - g.lossYears)) / g.profitYearsKnown,
        evidence: `profitable in ${g.profitYearsKnown - g.lossYears} of the last ${plural(g.profitYearsKnown, 'year')} with figures`,
      };
}

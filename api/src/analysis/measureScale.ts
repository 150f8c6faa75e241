import { MEASURE_SCALES, type MeasureId, type Reason, type ReasonParam } from 'shared-types/api';
import { type Metrics } from './computedMetrics';
import { scale01 } from './math/growth';
import { stabilityShape, type Stability } from './math/stability';
import { figure, reason } from './v2/figure';

// The building blocks of every score measure: what a measure is, and the scales that award its points.

/**
 * One measure of the score, as data: its points (null = left out for want of data)
 * and the reason, a code with its figures. Its max and scale are the contract's
 * (shared-types MEASURE_SCALES); the words are the catalogue's (api/src/analysis/v1/part4.ts
 * renders v1's).
 */
export interface Measure {
  id: MeasureId;
  max: number;
  points: number | null;
  reason: Reason;
}

type Params = Record<string, ReasonParam | undefined>;

/** A scale end in the engine's own terms: stability swings are fractions, stated in percentage points. */
const native = (x: number, unit: string | undefined): number => (unit === 'percentage_points' ? x / 100 : x);

/** Points on the measure's linear scale (MEASURE_SCALES), from `zero_at` (0 points) to `full_at` (max points); works for falling scales. */
export function linear(id: MeasureId, value: number, why: Reason): Measure {
  const s = MEASURE_SCALES[id];
  if (s.zero_at === undefined || s.full_at === undefined) throw new Error(`${id} has no linear scale`);
  return { id, max: s.max, points: s.max * scale01(value, native(s.zero_at, s.unit), native(s.full_at, s.unit)), reason: why };
}

export const leftOut = (id: MeasureId, code: string, params?: Params): Measure => ({
  id,
  max: MEASURE_SCALES[id].max,
  points: null,
  reason: why(id, code, params),
});
export const fixed = (id: MeasureId, points: number, code: string, params?: Params): Measure => ({
  id,
  max: MEASURE_SCALES[id].max,
  points,
  reason: why(id, code, params),
});
/** A measure's full marks. */
export const maxOf = (id: MeasureId): number => MEASURE_SCALES[id].max;
/** A measure's own reason code, `score.<measure>.<code>`. */
export function why(id: MeasureId, code: string, params?: Params): Reason {
  return reason(`score.${id}.${code}`, params);
}

/** 'FY2021–FY2025' or 'FY2025': the period a figure covers; undefined when a year is unknown. */
export function fyPeriod(from: number | null | undefined, to: number | null | undefined): string | undefined {
  if (from === null || from === undefined || to === null || to === undefined) return undefined;
  return from === to ? `FY${from}` : `FY${from}–FY${to}`;
}

export function profitRecord(m: Metrics): Measure {
  const g = m.growth;
  return g.profitYearsKnown === 0
    ? leftOut('profit_record', 'unknown')
    : fixed('profit_record', (maxOf('profit_record') * (g.profitYearsKnown - g.lossYears)) / g.profitYearsKnown, 'measured', {
        profitable_years: g.profitYearsKnown - g.lossYears,
        years: g.profitYearsKnown,
      });
}

/** A stability measure's figures: the swing and the trend in points, and its shape for the words (math/stability.ts). */
export function stabilityParams(s: Stability, from: number | null, to: number | null) {
  const shape = stabilityShape(s);
  const named = shape === 'rise' || shape === 'fall';
  // The slope's size only: its direction is the shape's.
  return {
    shape,
    swing: figure(s.swing * 100, 'percentage_points'),
    slope: named ? figure(Math.abs(s.slope) * 100, 'percentage_points') : undefined,
    period: fyPeriod(from, to),
  };
}

import { type Figure, type MeasureId, type Reason, type ReasonParam } from 'shared-types/api';
import { type Metrics } from './computedMetrics';
import { scale01 } from './math/growth';
import { type Stability } from './math/stability';
import { figure, reason } from './v2/figure';

// The building blocks of every score measure: what a measure is, and the scales that award its points.

/**
 * One measure of the score, as data: its points (null = left out for want of data),
 * the scale that awarded them and the reason, a code with its figures. The words
 * are the catalogue's (api/src/analysis/v1/part4.ts renders v1's).
 */
export interface Measure {
  id: MeasureId;
  max: number;
  points: number | null;
  scale?: { zeroAt: Figure; fullAt: Figure };
  reason: Reason;
}

type Params = Record<string, ReasonParam | undefined>;

/** How a scale's ends are shown: as fractions unless the measure says otherwise. */
export type ScaleFigure = (x: number) => Figure;
export const asFraction: ScaleFigure = (x) => figure(x, 'fraction');
/** Stability swings are fractions, shown in percentage points (0.02 is 2 points). */
export const asPoints: ScaleFigure = (x) => figure(x * 100, 'percentage_points');
export const asTimes: ScaleFigure = (x) => figure(x, 'times');

/** Points on a linear scale from `zeroAt` (0 points) to `fullAt` (max points); works for falling scales. */
export function linear(id: MeasureId, max: number, value: number, zeroAt: number, fullAt: number, why: Reason, shown: ScaleFigure = asFraction): Measure {
  return { id, max, points: max * scale01(value, zeroAt, fullAt), scale: { zeroAt: shown(zeroAt), fullAt: shown(fullAt) }, reason: why };
}

export const leftOut = (id: MeasureId, max: number, code: string, params?: Params): Measure => ({
  id,
  max,
  points: null,
  reason: reason(`score.${id}.${code}`, params),
});
export const fixed = (id: MeasureId, max: number, points: number, code: string, params?: Params): Measure => ({
  id,
  max,
  points,
  reason: reason(`score.${id}.${code}`, params),
});
/** A measure's own reason code, `score.<measure>.<code>`. */
export const why = (id: MeasureId, code: string, params?: Params): Reason => reason(`score.${id}.${code}`, params);

/** 'FY2021–FY2025' or 'FY2025': the period a figure covers; undefined when a year is unknown. */
export function fyPeriod(from: number | null | undefined, to: number | null | undefined): string | undefined {
  if (from === null || from === undefined || to === null || to === undefined) return undefined;
  return from === to ? `FY${from}` : `FY${from}–FY${to}`;
}

export function profitRecord(m: Metrics, max: number): Measure {
  const g = m.growth;
  return g.profitYearsKnown === 0
    ? leftOut('profit_record', max, 'unknown')
    : fixed('profit_record', max, (max * (g.profitYearsKnown - g.lossYears)) / g.profitYearsKnown, 'measured', {
        profitable_years: g.profitYearsKnown - g.lossYears,
        years: g.profitYearsKnown,
      });
}

/** A stability measure's figures: the swing and the trend in points, and its shape for the words (math/stability.ts). */
export function stabilityParams(s: Stability, from: number | null, to: number | null) {
  // Under half a point a year the trend is not worth naming (math/stability.ts stabilityPhrase).
  const named = Math.abs(s.slope) >= 0.005;
  const shape = s.basis === 'mean' ? (named ? 'falling' : 'steady_mean') : named ? 'rising' : 'steady_trend';
  // The slope's size only: its direction is the shape's.
  return {
    shape,
    swing: figure(s.swing * 100, 'percentage_points'),
    slope: named ? figure(Math.abs(s.slope) * 100, 'percentage_points') : undefined,
    period: fyPeriod(from, to),
  };
}

import { scaleLinear } from 'd3-scale';
import { type ChartSeries } from './chartData';

export type Domain = readonly [number, number];

export interface PlacedSeries {
  /** Series ready for nivo: right-axis values moved onto the shared (left) scale. */
  series: ChartSeries[];
  /** The scale nivo draws with: the left axis's, or the right's when only ratios are selected. */
  drawDomain: Domain;
  leftDomain: Domain | null;
  rightDomain: Domain | null;
}

const TICK_COUNT = 5;

/** Where the points are drawn: the value itself, or the readable range's edge for a clipped growth figure. */
function valuesOn(series: readonly ChartSeries[], axis: ChartSeries['axis']): number[] {
  return series.filter((item) => item.axis === axis).flatMap((item) => item.data.flatMap((point) => (point.y === null ? [] : [point.y])));
}

/** Round end points around the values (a flat line gets some room above and below). */
export function niceDomain(values: readonly number[], includeZero = false): Domain | null {
  if (values.length === 0) return null;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (includeZero) {
    min = Math.min(min, 0);
    max = Math.max(max, 0);
  }
  if (min === max) {
    const pad = Math.abs(min) * 0.1 || 1;
    min -= pad;
    max += pad;
  }
  const [low = min, high = max] = scaleLinear().domain([min, max]).nice(TICK_COUNT).domain();
  return [low, high];
}

/**
 * nivo 0.99 has one y scale. Ratio series get a second scale of their own:
 * their values are mapped linearly from the right axis's domain onto the left
 * one, so nivo draws them in the right place and the right axis (a custom
 * layer) labels them in their own units.
 */
export function placeOnAxes(series: readonly ChartSeries[], { includeZero }: { includeZero: boolean }): PlacedSeries | null {
  const leftDomain = niceDomain(valuesOn(series, 'left'), includeZero);
  const rightDomain = niceDomain(valuesOn(series, 'right'));
  const drawDomain = leftDomain ?? rightDomain;
  if (!drawDomain) return null;
  const toDrawScale = rightDomain ? scaleLinear().domain(rightDomain).range(drawDomain) : null;
  return {
    series: series.map((item) =>
      item.axis === 'right' && toDrawScale
        ? { ...item, data: item.data.map((point) => ({ ...point, y: point.value === null ? null : toDrawScale(point.value) })) }
        : item,
    ),
    drawDomain,
    leftDomain,
    rightDomain,
  };
}

import { formatChartValue, type ChartMode, type ChartModel, type ChartSeries } from './chartData';

/**
 * The growth chart's readable range. One year's EPS swinging from a near-zero base (−1,500%) used to
 * stretch the axis so far that every other line lay flat (issue 30, item 7). A value beyond ±200% is
 * drawn at that edge and marked as clipped; its true value stays in the tooltip and the data table.
 */
export const GROWTH_LIMIT = 200;

export function clipGrowth(series: ChartSeries): ChartSeries {
  return {
    ...series,
    data: series.data.map((point) => {
      if (point.value === null || Math.abs(point.value) <= GROWTH_LIMIT) return point;
      return { ...point, y: Math.sign(point.value) * GROWTH_LIMIT, clipped: true };
    }),
  };
}

/** Only growth can run away from a near-zero base; amounts and ratios are drawn in full. */
export function withReadableRange(model: ChartModel, mode: ChartMode): ChartModel {
  return mode === 'yoy' ? { ...model, series: model.series.map(clipGrowth) } : model;
}

/** 'EPS growth FY2023 (-1,500%) lies beyond the axis (±200%) and is drawn at its edge.', one sentence per series. */
export function clippedNotes(series: readonly ChartSeries[]): string[] {
  return series.flatMap((item) => {
    const clipped = item.data.filter((point) => point.clipped);
    if (clipped.length === 0) return [];
    const parts = clipped.map((point) => `${point.x} (${formatChartValue(point.value, item.unit)})`);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
    const verb = parts.length > 1 ? 'lie beyond the axis' : 'lies beyond the axis';
    const drawn = parts.length > 1 ? 'are drawn at its edge' : 'is drawn at its edge';
    return [`${item.label} ${list} ${verb} (±${GROWTH_LIMIT}%) and ${drawn}.`];
  });
}

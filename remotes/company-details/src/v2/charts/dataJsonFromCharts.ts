import type { ChartsV2, DataJson, MetricSeries } from 'shared-types/api';
import { CHART_METRICS, YOY_METRICS, type ChartMetric } from 'shared-types/api/fields';

/**
 * v2's chart series as the data_json ChartsSection draws, so the v1 charts render v2 unchanged.
 * The rule is the server's for v1 (api/src/analysis/v1/charts.ts, growth from api/src/analysis/math/growth.ts),
 * kept the same here so both answers draw the same lines: raw values to two decimals; year-on-year in
 * percent from two neighbouring full-precision values, 'NA' when either is unknown, the base is zero,
 * the sign flips or the change is beyond ±10^9; no year-on-year for ROCE, ROE and the price ratios,
 * nor for the TTM point (it overlaps the last fiscal year).
 */

type Cell = number | 'NA';

/** A growth rate beyond ±10^9 comes only from a near-zero base and says nothing. */
const MAX_RATIO = 1e9;
const HAS_YOY: ReadonlySet<ChartMetric> = new Set(YOY_METRICS);

/** Two decimals, half away from zero as Math.round does for positives, and no negative zero. */
function round2(x: number): number {
  if (Math.abs(x) >= 1e15) return x;
  const r = Math.round(x * 100) / 100;
  return r === 0 ? 0 : r;
}

const cell = (x: number | null | undefined): Cell => (x === null || x === undefined || !Number.isFinite(x) ? 'NA' : round2(x));

/** Growth from `previous` to `current` in percent; 'NA' where the server's rule gives no number. */
export function yoyPercent(current: number | null | undefined, previous: number | null | undefined): Cell {
  if (current === null || current === undefined || previous === null || previous === undefined || previous === 0) return 'NA';
  if ((previous < 0 && current > 0) || (previous > 0 && current < 0)) return 'NA';
  const growth = (current - previous) / Math.abs(previous);
  return Number.isFinite(growth) && Math.abs(growth) <= MAX_RATIO ? cell(growth * 100) : 'NA';
}

function seriesOf(charts: ChartsV2, metric: ChartMetric): MetricSeries {
  const values = charts.series[metric] ?? [];
  if (values.length === 0) return { labels: [], raw_value: [], yoy_change: [] };
  const years = charts.years.length;
  // A value past the fiscal years is the trailing twelve months'.
  const labels = values.length > years ? [...charts.years, charts.ttm ?? ''] : charts.years.slice(0, values.length);
  return {
    labels,
    raw_value: values.map(cell),
    yoy_change: values.map((value, i) => (HAS_YOY.has(metric) && i > 0 && i < years ? yoyPercent(value, values[i - 1]) : 'NA')),
  };
}

/** Every chart metric's series, empty where v2 sends none. */
export function dataJsonFromCharts(charts: ChartsV2): DataJson {
  return Object.fromEntries(CHART_METRICS.map((metric) => [metric, seriesOf(charts, metric)])) as DataJson;
}

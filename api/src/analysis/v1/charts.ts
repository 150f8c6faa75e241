import { CHART_METRICS, type ChartMetric, type ChartsV2, type DataJson, type MetricSeries } from 'shared-types/api';
import { round, yoy } from '../math/growth';

/**
 * v1's data_json rendered from the v2 chart series: raw values to two decimals, and yoy_change in
 * percent per the growth rule, computed from the full-precision values of two neighbouring years (a
 * sign flip, a zero or unknown base gives 'NA'). ROCE, ROE and the two price ratios have no YoY
 * series ('NA' throughout); the TTM point overlaps the last fiscal year, so it has none either.
 */

type Cell = number | 'NA';

const cell = (x: number | null): Cell => (x === null || !Number.isFinite(x) ? 'NA' : round(x, 2));

const HAS_YOY: Record<ChartMetric, boolean> = {
  capex_growth: true,
  roce: false,
  roe: false,
  operating_cash_flow_growth: true,
  revenue_growth: true,
  eps_growth: true,
  price_operating_cash_flow: false,
  price_earnings: false,
};

function yoyCell(values: readonly (number | null)[], i: number): Cell {
  const g = yoy(values[i] ?? null, i === 0 ? null : (values[i - 1] ?? null));
  return g.kind === 'growth' ? cell(g.value * 100) : 'NA';
}

function seriesV1(charts: ChartsV2, metric: ChartMetric): MetricSeries {
  const values = charts.series[metric] ?? [];
  if (values.length === 0) return { labels: [], raw_value: [], yoy_change: [] };
  const years = charts.years.length;
  // A value past the fiscal years is the trailing twelve months'.
  const labels = values.length > years ? [...charts.years, charts.ttm ?? ''] : charts.years.slice(0, values.length);
  return {
    labels,
    raw_value: values.map(cell),
    yoy_change: values.map((_, i) => (HAS_YOY[metric] && i < years ? yoyCell(values, i) : 'NA')),
  };
}

export function renderDataJsonV1(charts: ChartsV2): DataJson {
  return Object.fromEntries(CHART_METRICS.map((metric) => [metric, seriesV1(charts, metric)])) as DataJson;
}

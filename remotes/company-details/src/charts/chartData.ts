import type { MetricSeries, ReceivedDataJson } from 'shared-types/api';
import { CHART_METRICS, YOY_METRICS, type ChartMetric } from 'shared-types/api/fields';
import { SERIES_CATALOGUE, type ChartAxis, type ChartUnit } from './seriesCatalogue';

/**
 * Chart data: data_json (already parsed with its schema) shaped into line series. Pure functions, no chart library,
 * so the page can decide what to show before the chart chunk loads.
 */

export type ChartMode = 'raw' | 'yoy';
export type { ChartAxis, ChartUnit };

/** One metric's periods and values, aligned; null marks an unknown value. */
export interface MetricValues {
  labels: string[];
  raw: (number | null)[];
  yoy: (number | null)[];
}
export type ChartData = Partial<Record<ChartMetric, MetricValues>>;

export interface ChartPoint {
  x: string;
  /** Where the point is drawn (a right-axis value is later moved onto the shared scale). */
  y: number | null;
  /** The value itself, for tooltips and the data table. */
  value: number | null;
  /** True when the value lies beyond the growth chart's readable range and y is that range's edge (growthRange.ts). */
  clipped?: boolean;
}

export interface ChartSeries {
  id: ChartMetric;
  label: string;
  color: string;
  axis: ChartAxis;
  unit: ChartUnit;
  data: ChartPoint[];
}

export interface ChartModel {
  /** The sorted union of the selected metrics' periods. */
  labels: string[];
  series: ChartSeries[];
}

export const MODE_TITLES: Record<ChartMode, string> = {
  raw: 'Raw values',
  yoy: 'Year-over-year growth (%)',
};

/** The product's defaults for the analysis view, one list per mode. */
export const DEFAULT_SELECTION: Readonly<Record<ChartMode, readonly ChartMetric[]>> = {
  raw: ['roce', 'price_earnings', 'revenue_growth'],
  yoy: ['eps_growth', 'revenue_growth'],
};

/** Fixed per metric; each keeps at least 3:1 contrast on both themes' surfaces. */
export const METRIC_COLORS: Record<ChartMetric, string> = {
  capex_growth: '#d97706',
  roce: '#059669',
  roe: '#7c3aed',
  operating_cash_flow_growth: '#0891b2',
  revenue_growth: '#3b82f6',
  eps_growth: '#a855f7',
  price_operating_cash_flow: '#64748b',
  price_earnings: '#e11d48',
};

const YOY: readonly ChartMetric[] = YOY_METRICS;
const NATURAL_ORDER = new Intl.Collator('en', { numeric: true });

/** The series' name in this mode, from the one catalogue: 'revenue_growth' is 'Revenue' raw, 'Revenue growth' year over year. */
export function metricLabel(metric: ChartMetric, mode: ChartMode): string {
  const entry = SERIES_CATALOGUE[metric];
  return mode === 'yoy' && entry.yoy !== null ? entry.yoy : entry.raw.name;
}

/** The metrics a mode offers, in the product's order. */
export function metricsOfMode(mode: ChartMode): readonly ChartMetric[] {
  return mode === 'raw' ? CHART_METRICS : YOY;
}

/** Crore amounts on the left axis of the raw chart, the rest on its right; year over year, all on one % axis. */
export function axisOf(metric: ChartMetric, mode: ChartMode): ChartAxis {
  return mode === 'raw' ? SERIES_CATALOGUE[metric].raw.axis : 'left';
}

export function unitOf(metric: ChartMetric, mode: ChartMode): ChartUnit {
  return mode === 'yoy' ? '%' : SERIES_CATALOGUE[metric].raw.unit;
}

/** 'NA' is an unknown value; so is a missing one, when a series is shorter than its labels. */
function valuesOf(list: MetricSeries['raw_value'], length: number): (number | null)[] {
  return Array.from({ length }, (_, index) => {
    const value = list[index];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
}

function metricValues(series: MetricSeries): MetricValues {
  const labels = series.labels.map((label) => label.trim());
  const raw = valuesOf(series.raw_value, labels.length);
  const yoy = valuesOf(series.yoy_change, labels.length);
  // A period without a name cannot be placed on the axis.
  const keep = labels.map((label) => label !== '');
  return {
    labels: labels.filter((_, index) => keep[index]),
    raw: raw.filter((_, index) => keep[index]),
    yoy: yoy.filter((_, index) => keep[index]),
  };
}

/** The metrics with at least one number; null (no chart) when there is none. */
export function chartDataOf(dataJson: ReceivedDataJson): ChartData | null {
  const data: ChartData = {};
  for (const metric of CHART_METRICS) {
    const series = dataJson[metric];
    if (!series) continue;
    const values = metricValues(series);
    if ([...values.raw, ...values.yoy].some((value) => value !== null)) data[metric] = values;
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** The metrics of this mode the data can draw: those with at least one number in this mode. */
export function availableMetrics(data: ChartData, mode: ChartMode): ChartMetric[] {
  return metricsOfMode(mode).filter((metric) => (data[metric]?.[mode] ?? []).some((value) => value !== null));
}

/** Adds the metric to, or removes it from, one mode's list; the other mode keeps its own. */
export function toggleMetric(
  selection: Readonly<Record<ChartMode, readonly ChartMetric[]>>,
  mode: ChartMode,
  metric: ChartMetric,
): Record<ChartMode, readonly ChartMetric[]> {
  const current = selection[mode];
  const next = current.includes(metric) ? current.filter((item) => item !== metric) : [...current, metric];
  return { ...selection, [mode]: next };
}

/**
 * The selected metrics of one mode as line series over the sorted union of
 * their periods; a period a metric lacks, or an unknown value, is a gap (null).
 */
export function buildChartModel(data: ChartData, mode: ChartMode, selected: readonly ChartMetric[]): ChartModel {
  const metrics = availableMetrics(data, mode).filter((metric) => selected.includes(metric));
  const labelSet = new Set(metrics.flatMap((metric) => data[metric]?.labels ?? []));
  const labels = [...labelSet].sort(NATURAL_ORDER.compare);
  const series = metrics.map((metric): ChartSeries => {
    const values = data[metric];
    const byLabel = new Map<string, number | null>();
    values?.labels.forEach((label, index) => {
      if (!byLabel.has(label)) byLabel.set(label, values[mode][index] ?? null);
    });
    return {
      id: metric,
      label: metricLabel(metric, mode),
      color: METRIC_COLORS[metric],
      axis: axisOf(metric, mode),
      unit: unitOf(metric, mode),
      data: labels.map((x) => {
        const value = byLabel.get(x) ?? null;
        return { x, y: value, value };
      }),
    };
  });
  return { labels, series };
}

export function hasValues(model: ChartModel): boolean {
  return model.series.some((series) => series.data.some((point) => point.value !== null));
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Tooltip and table text: 'Cr' for crore, '₹' a share, '%' for returns and growth, nothing for multiples; 'NA' when unknown. */
export function formatChartValue(value: number | null, unit: ChartUnit): string {
  if (value === null) return 'NA';
  const number = NUMBER_FORMAT.format(value);
  if (unit === 'Cr') return `${number} Cr`;
  if (unit === '₹') return `₹${number}`;
  return `${number}${unit}`;
}

import {
  availableMetrics,
  axisOf,
  buildChartModel,
  DEFAULT_SELECTION,
  formatChartValue,
  metricLabel,
  chartDataOf,
  toggleMetric,
  unitOf,
  type ChartData,
} from './chartData';
import { CHART_METRICS } from 'shared-types/api/fields';
import type { DataJson, MetricSeries } from 'shared-types/api';

const twoMetrics = {
  revenue_growth: { labels: ['FY2023', 'FY2021', 'FY2022'], raw_value: [300, 100, 'NA'], yoy_change: ['NA', 'NA', 20] },
  price_earnings: { labels: ['FY2024', 'FY2022'], raw_value: [31.5, 28], yoy_change: ['NA', 'NA'] },
} satisfies Partial<DataJson>;

const EMPTY: MetricSeries = { labels: [], raw_value: [], yoy_change: [] };

/** data_json with the given metrics and the others empty. */
function dataJson(metrics: Partial<DataJson>): DataJson {
  return { ...Object.fromEntries(CHART_METRICS.map((metric) => [metric, EMPTY])), ...metrics } as DataJson;
}

function parsed(metrics: Partial<DataJson>): ChartData {
  const data = chartDataOf(dataJson(metrics));
  if (!data) throw new Error('expected chart data');
  return data;
}

describe('chartDataOf', () => {
  it('keeps the metrics with a number, NA as unknown', () => {
    expect(parsed(twoMetrics).revenue_growth?.raw).toEqual([300, 100, null]);
    expect(Object.keys(parsed(twoMetrics))).toEqual(['revenue_growth', 'price_earnings']);
  });

  it('gives no chart without a single number', () => {
    expect(chartDataOf(dataJson({}))).toBeNull();
    expect(chartDataOf(dataJson({ roce: { labels: ['FY2024'], raw_value: ['NA'], yoy_change: ['NA'] } }))).toBeNull();
  });

  it('reads values missing at the end of a series as unknown and drops unnamed periods', () => {
    const data = parsed({ capex_growth: { labels: ['A', ' ', 'C'], raw_value: [1, 2], yoy_change: [] } });
    expect(data.capex_growth).toEqual({ labels: ['A', 'C'], raw: [1, null], yoy: [null, null] });
  });
});

describe('buildChartModel', () => {
  it('uses the sorted union of the selected metrics’ periods', () => {
    const model = buildChartModel(parsed(twoMetrics), 'raw', ['revenue_growth', 'price_earnings']);
    expect(model.labels).toEqual(['FY2021', 'FY2022', 'FY2023', 'FY2024']);
  });

  it('puts a trailing-twelve-month point after the fiscal years, named as such', () => {
    const withTtm = {
      revenue_growth: { labels: ['FY2025', 'FY2026', 'TTM to Sep 2026'], raw_value: [100, 120, 131], yoy_change: ['NA', 20, 'NA'] },
      roce: { labels: ['FY2025', 'FY2026'], raw_value: [18, 19], yoy_change: ['NA', 'NA'] },
    } satisfies Partial<DataJson>;
    const model = buildChartModel(parsed(withTtm), 'raw', ['revenue_growth', 'roce']);
    expect(model.labels).toEqual(['FY2025', 'FY2026', 'TTM to Sep 2026']);
    expect(model.series.find((series) => series.id === 'roce')?.data.at(-1)?.y).toBeNull();
  });

  it('only takes the labels of the selected metrics', () => {
    expect(buildChartModel(parsed(twoMetrics), 'raw', ['price_earnings']).labels).toEqual(['FY2022', 'FY2024']);
  });

  it('leaves gaps (null y) for NA values and for periods a metric lacks', () => {
    const model = buildChartModel(parsed(twoMetrics), 'raw', ['revenue_growth', 'price_earnings']);
    const revenue = model.series.find((series) => series.id === 'revenue_growth');
    const pe = model.series.find((series) => series.id === 'price_earnings');
    expect(revenue?.data.map((point) => point.y)).toEqual([100, null, 300, null]);
    expect(pe?.data.map((point) => point.y)).toEqual([null, 28, null, 31.5]);
  });

  it('draws year-over-year values in the yoy mode', () => {
    const model = buildChartModel(parsed(twoMetrics), 'yoy', ['revenue_growth']);
    expect(model.series[0]?.data.map((point) => point.value)).toEqual([null, 20, null]);
    expect(model.series[0]?.unit).toBe('%');
  });

  it('puts ratios on the right axis and crore amounts on the left, with fixed colours and readable labels', () => {
    const model = buildChartModel(parsed(twoMetrics), 'raw', ['price_earnings', 'revenue_growth']);
    expect(model.series.map(({ id, axis, unit, label }) => ({ id, axis, unit, label }))).toEqual([
      { id: 'revenue_growth', axis: 'left', unit: 'Cr', label: 'Revenue' },
      { id: 'price_earnings', axis: 'right', unit: '', label: 'P/E' },
    ]);
    expect(model.series[0]?.color).toBe(buildChartModel(parsed(twoMetrics), 'yoy', ['revenue_growth']).series[0]?.color);
  });

  it('ignores selected metrics the mode does not offer', () => {
    expect(buildChartModel(parsed(twoMetrics), 'yoy', ['price_earnings']).series).toEqual([]);
  });
});

describe('axes, units and labels', () => {
  it('assigns roce and the two price ratios to the right axis in the raw chart only', () => {
    expect(['roce', 'price_operating_cash_flow', 'price_earnings'].map((metric) => axisOf(metric as never, 'raw'))).toEqual(['right', 'right', 'right']);
    expect(axisOf('capex_growth', 'raw')).toBe('left');
    expect(axisOf('revenue_growth', 'yoy')).toBe('left');
  });

  it("shows 'Cr' for money, % for returns, ₹ a share for EPS, no unit for multiples and % year over year", () => {
    expect(formatChartValue(3517.9, unitOf('revenue_growth', 'raw'))).toBe('3,517.9 Cr');
    expect(formatChartValue(28.5, unitOf('roce', 'raw'))).toBe('28.5%');
    expect(formatChartValue(52.34, unitOf('eps_growth', 'raw'))).toBe('₹52.34');
    expect(formatChartValue(28, unitOf('price_earnings', 'raw'))).toBe('28');
    expect(formatChartValue(15.1, unitOf('revenue_growth', 'yoy'))).toBe('15.1%');
    expect(formatChartValue(123456.789, 'Cr')).toBe('1,23,456.79 Cr');
    expect(formatChartValue(null, 'Cr')).toBe('NA');
  });

  it('names each metric from the catalogue, by mode', () => {
    expect(metricLabel('price_earnings', 'raw')).toBe('P/E');
    expect(metricLabel('roe', 'raw')).toBe('ROE');
    expect(metricLabel('revenue_growth', 'raw')).toBe('Revenue');
    expect(metricLabel('revenue_growth', 'yoy')).toBe('Revenue growth');
  });
});

describe('selection per mode', () => {
  it('defaults to roce, price_earnings and revenue_growth raw, eps_growth and revenue_growth year over year', () => {
    expect(DEFAULT_SELECTION.raw).toEqual(['roce', 'price_earnings', 'revenue_growth']);
    expect(DEFAULT_SELECTION.yoy).toEqual(['eps_growth', 'revenue_growth']);
  });

  it('toggles a metric in one mode without touching the other', () => {
    const off = toggleMetric(DEFAULT_SELECTION, 'raw', 'revenue_growth');
    expect(off.raw).toEqual(['roce', 'price_earnings']);
    expect(off.yoy).toEqual(['eps_growth', 'revenue_growth']);
    const on = toggleMetric(off, 'yoy', 'capex_growth');
    expect(on.yoy).toEqual(['eps_growth', 'revenue_growth', 'capex_growth']);
    expect(on.raw).toEqual(['roce', 'price_earnings']);
  });

  it('offers every metric raw but only the four growth metrics year over year', () => {
    const all = Object.fromEntries(
      ['capex_growth', 'roce', 'operating_cash_flow_growth', 'revenue_growth', 'eps_growth', 'price_operating_cash_flow', 'price_earnings'].map((metric) => [
        metric,
        { labels: ['FY2024'], raw_value: [1], yoy_change: [2] },
      ]),
    );
    expect(availableMetrics(parsed(all), 'raw')).toHaveLength(7);
    expect(availableMetrics(parsed(all), 'yoy')).toEqual(['capex_growth', 'operating_cash_flow_growth', 'revenue_growth', 'eps_growth']);
  });
});

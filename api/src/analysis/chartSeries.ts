import { CHART_METRICS, type ChartMetric, type DataJson, type MetricSeries } from 'shared-types/api';
import { type Context } from './context/buildContext';
import { type YearView } from './context/yearMetrics';
import { fyLabel } from './format';
import { round, yoy } from './math/growth';

/**
 * data_json: one series per chart metric over a continuous run of fiscal years
 * (from the first to the last year present, so a missing year shows as a gap).
 * yoy_change is in percent per the growth rule; a sign flip, a zero or unknown
 * base gives 'NA'. roce, roe and the two price ratios have no YoY series ('NA' throughout).
 * A lender has no ROCE, capex or price to operating cash flow chart (its cash flow
 * and borrowings are its business): those series are empty; its ROE chart is there.
 * When quarterly results are newer than the last fiscal year, revenue and EPS
 * end with a trailing-twelve-month point labelled as such ('TTM to Sep 2026');
 * it overlaps the last fiscal year, so it has no YoY figure.
 */

type Cell = number | 'NA';

function cell(x: number | null, dp = 2): Cell {
  return x === null || !Number.isFinite(x) ? 'NA' : round(x, dp);
}

const RAW: Record<ChartMetric, (v: YearView) => number | null> = {
  capex_growth: (v) => v.y.capex,
  roce: (v) => (v.roce.value === null ? null : v.roce.value * 100),
  roe: (v) => (v.roe === null ? null : v.roe * 100),
  operating_cash_flow_growth: (v) => v.y.operatingCashFlow,
  revenue_growth: (v) => v.y.sales,
  eps_growth: (v) => v.eps,
  price_operating_cash_flow: (v) => v.priceToCfo,
  price_earnings: (v) => v.pe,
};

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

export function fiscalYearRange(ctx: Context): number[] {
  const first = ctx.years[0];
  const last = ctx.latest;
  if (first === undefined || last === null) return [];
  const out: number[] = [];
  for (let fy = first.fy; fy <= last.fy; fy += 1) out.push(fy);
  return out;
}

function series(ctx: Context, fys: readonly number[], metric: ChartMetric): MetricSeries {
  const pick = RAW[metric];
  const raw: Cell[] = [];
  const change: Cell[] = [];
  for (const fy of fys) {
    const view = ctx.byFy.get(fy);
    const value = view === undefined ? null : pick(view);
    raw.push(cell(value));
    if (!HAS_YOY[metric]) {
      change.push('NA');
      continue;
    }
    const prev = ctx.byFy.get(fy - 1);
    const g = yoy(value, prev === undefined ? null : pick(prev));
    change.push(g.kind === 'growth' ? cell(g.value * 100) : 'NA');
  }
  return { labels: fys.map(fyLabel), raw_value: raw, yoy_change: change };
}

/** The TTM figure a metric's chart ends with, or null (only revenue and EPS have one). */
function ttmValue(ctx: Context, metric: ChartMetric): number | null {
  const ttm = ctx.ttm;
  if (ttm === null) return null;
  if (metric === 'revenue_growth') return ttm.sales;
  if (metric === 'eps_growth') return ttm.eps;
  return null;
}

/** Charts that mean nothing for a lender (issue 29, finding 13). */
const NOT_FOR_LENDERS: ReadonlySet<ChartMetric> = new Set(['roce', 'capex_growth', 'price_operating_cash_flow']);

export function buildDataJson(ctx: Context): DataJson {
  const fys = fiscalYearRange(ctx);
  return Object.fromEntries(
    CHART_METRICS.map((metric) => {
      if (ctx.isLender && NOT_FOR_LENDERS.has(metric)) return [metric, { labels: [], raw_value: [], yoy_change: [] }];
      const s = series(ctx, fys, metric);
      const ttm = ttmValue(ctx, metric);
      if (ttm === null || ctx.ttm === null) return [metric, s];
      return [metric, { labels: [...s.labels, ctx.ttm.label], raw_value: [...s.raw_value, cell(ttm)], yoy_change: [...s.yoy_change, 'NA'] }];
    }),
  ) as DataJson;
}

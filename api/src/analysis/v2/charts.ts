import { CHART_METRICS, type ChartMetric, type ChartsV2 } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { fyLabel } from '../format';

/**
 * The chart series as v2 data (shared-types v2/charts.ts): one value a fiscal year over a continuous
 * run of years (from the first to the last present, so a missing year shows as a gap), at full
 * precision. When quarterly results are newer than the last fiscal year, revenue and EPS end with
 * a trailing-twelve-month point. A lender has no ROCE, capex or price to operating cash flow chart
 * (its cash flow and borrowings are its business): those series are empty; its ROE chart is there.
 */

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

/** Charts that mean nothing for a lender (issue 29, finding 13). */
const NOT_FOR_LENDERS: ReadonlySet<ChartMetric> = new Set(['roce', 'capex_growth', 'price_operating_cash_flow']);

/** Null for anything unknown or not finite; `+ 0` turns -0 into 0. */
const kept = (x: number | null): number | null => (x === null || !Number.isFinite(x) ? null : x + 0);

function fiscalYears(ctx: Context): number[] {
  const first = ctx.years[0];
  const last = ctx.latest;
  if (first === undefined || last === null) return [];
  const out: number[] = [];
  for (let fy = first.fy; fy <= last.fy; fy += 1) out.push(fy);
  return out;
}

/** The TTM figure a metric's chart ends with, or null (only revenue and EPS have one). */
function ttmValue(ctx: Context, metric: ChartMetric): number | null {
  const ttm = ctx.ttm;
  if (ttm === null) return null;
  if (metric === 'revenue_growth') return ttm.sales;
  if (metric === 'eps_growth') return ttm.eps;
  return null;
}

export function buildChartsV2(ctx: Context): ChartsV2 {
  const fys = fiscalYears(ctx);
  let withTtm = false;
  const series = Object.fromEntries(
    CHART_METRICS.map((metric) => {
      if (ctx.isLender && NOT_FOR_LENDERS.has(metric)) return [metric, []];
      const pick = RAW[metric];
      const values = fys.map((fy) => {
        const view = ctx.byFy.get(fy);
        return view === undefined ? null : kept(pick(view));
      });
      const ttm = ttmValue(ctx, metric);
      if (ttm === null) return [metric, values];
      withTtm = true;
      return [metric, [...values, kept(ttm)]];
    }),
  ) as ChartsV2['series'];
  return { years: fys.map(fyLabel), ...(withTtm && ctx.ttm !== null ? { ttm: ctx.ttm.label } : {}), series };
}

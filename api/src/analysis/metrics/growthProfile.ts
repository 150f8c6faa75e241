import { lastYears, previousYear, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { cagr, stdev, yoy, type Growth } from '../math/growth';

/** Growth history: CAGRs with their end years, YoY records, consistency and volatility. */

export interface CagrResult {
  value: number | null;
  fromFy: number | null;
  toFy: number | null;
  years: number;
  start: number | null;
  end: number | null;
  reason: string | null;
}

export interface YoyPoint {
  fy: number;
  growth: Growth;
  /** Both years negative (e.g. a loss that narrowed or widened). */
  bothNegative: boolean;
}

export interface GrowthProfile {
  sales: CagrResult;
  profit: CagrResult;
  eps: CagrResult;
  salesLong: CagrResult;
  salesYoy: YoyPoint[];
  profitYoy: YoyPoint[];
  epsYoy: YoyPoint[];
  salesUpYears: number;
  salesDownYears: number;
  salesMeasured: number;
  profitUpYears: number;
  profitMeasured: number;
  /** Standard deviation of YoY sales growth (fraction), null with fewer than 2 observations. */
  salesVolatility: number | null;
  /** Share of measurable years in which sales and profit rose; null when nothing is measurable. */
  consistency: number | null;
  lossYears: number;
  profitYearsKnown: number;
}

export type Pick = (v: YearView) => number | null;

export const pickSales: Pick = (v) => v.y.sales;
export const pickProfit: Pick = (v) => v.y.netProfit;
export const pickEps: Pick = (v) => v.eps;

/** CAGR to the latest known value from the earliest positive value within the last maxYears years. */
export function seriesCagr(years: readonly YearView[], pick: Pick, maxYears: number): CagrResult {
  const none = (reason: string, end: YearView | null = null): CagrResult => ({
    value: null,
    fromFy: null,
    toFy: end?.fy ?? null,
    years: 0,
    start: null,
    end: end === null ? null : pick(end),
    reason,
  });
  let endView: YearView | null = null;
  for (let i = years.length - 1; i >= 0 && endView === null; i -= 1) {
    const v = years[i] as YearView;
    if (pick(v) !== null) endView = v;
  }
  if (endView === null) return none('no figures');
  const end = pick(endView) as number;
  if (end <= 0) return none('the latest figure is not positive', endView);
  const earliest = endView.fy - maxYears;
  let sawNonPositive = false;
  for (const v of years) {
    if (v.fy < earliest || v.fy >= endView.fy) continue;
    const start = pick(v);
    if (start === null) continue;
    if (start <= 0) {
      sawNonPositive = true;
      continue;
    }
    const n = endView.fy - v.fy;
    return { value: cagr(start, end, n), fromFy: v.fy, toFy: endView.fy, years: n, start, end, reason: null };
  }
  return none(sawNonPositive ? 'no positive starting figure (earlier years were zero or negative)' : 'fewer than two years of figures', endView);
}

function yoySeries(ctx: Context, views: readonly YearView[], pick: Pick): YoyPoint[] {
  const out: YoyPoint[] = [];
  for (const v of views) {
    const prev = previousYear(ctx, v);
    if (prev === null) continue;
    const now = pick(v);
    const before = pick(prev);
    const growth = yoy(now, before);
    if (growth.kind !== 'undefined') out.push({ fy: v.fy, growth, bothNegative: now !== null && before !== null && now < 0 && before < 0 });
  }
  return out;
}

function isUp(p: YoyPoint): boolean {
  return p.growth.kind === 'turned_positive' || (p.growth.kind === 'growth' && p.growth.value > 0);
}

function isDown(p: YoyPoint): boolean {
  return p.growth.kind === 'turned_negative' || (p.growth.kind === 'growth' && p.growth.value < 0);
}

export function computeGrowthProfile(ctx: Context): GrowthProfile {
  const recent = lastYears(ctx, 10);
  const salesYoy = yoySeries(ctx, recent, pickSales);
  const profitYoy = yoySeries(ctx, recent, pickProfit);
  const epsYoy = yoySeries(ctx, recent, pickEps);
  const salesGrowthValues: number[] = [];
  for (const p of salesYoy) if (p.growth.kind === 'growth') salesGrowthValues.push(p.growth.value);
  const salesUpYears = salesYoy.filter(isUp).length;
  const profitUpYears = profitYoy.filter(isUp).length;
  const measured = salesYoy.length + profitYoy.length;
  const last5 = lastYears(ctx, 5);
  let lossYears = 0;
  let profitYearsKnown = 0;
  for (const v of last5) {
    if (v.y.netProfit === null) continue;
    profitYearsKnown += 1;
    if (v.y.netProfit < 0) lossYears += 1;
  }
  return {
    sales: seriesCagr(ctx.years, pickSales, 5),
    profit: seriesCagr(ctx.years, pickProfit, 5),
    eps: seriesCagr(ctx.years, pickEps, 5),
    salesLong: seriesCagr(ctx.years, pickSales, 10),
    salesYoy,
    profitYoy,
    epsYoy,
    salesUpYears,
    salesDownYears: salesYoy.filter(isDown).length,
    salesMeasured: salesYoy.length,
    profitUpYears,
    profitMeasured: profitYoy.length,
    salesVolatility: stdev(salesGrowthValues),
    consistency: measured === 0 ? null : (salesUpYears + profitUpYears) / measured,
    lossYears,
    profitYearsKnown,
  };
}

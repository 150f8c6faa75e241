import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { known, median, safeDivide } from '../math/growth';
import { stabilityOf, type Stability } from '../math/stability';
import { roceAfterTax, roicAfterTax, taxRateOf } from './afterTaxReturns';
import { type RoceBasis } from './roce';

/** Level and stability of returns (ROCE, or ROE for lenders), margins, reinvestment and cash conversion. */

export interface SeriesStats {
  values: number[];
  fromFy: number | null;
  toFy: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  /** Swing around the trend (flat or rising) or the mean (falling), over three years or more; see math/stability. */
  stability: Stability | null;
  latest: number | null;
  latestFy: number | null;
}

export interface Totals {
  fromFy: number;
  toFy: number;
  years: number;
  a: number;
  b: number;
  ratio: number | null;
}

export interface ReturnsProfile {
  /** ROCE for non-lenders over the last five years (stability over ten). */
  roce: SeriesStats;
  roceLong: SeriesStats;
  roceBasis: RoceBasis | null;
  /** ROCE × (1 − tax rate) over five years, and over ten for its stability. */
  roceAfterTax: SeriesStats;
  roceAfterTaxLong: SeriesStats;
  /** EBIT × (1 − tax) / (net worth + borrowings − cash) over five years. */
  roicAfterTax: SeriesStats;
  /** Years of the last five whose tax rate was assumed (25.17%), not effective. */
  statutoryTaxYears: number;
  roe: SeriesStats;
  roeLong: SeriesStats;
  opm: SeriesStats;
  npm: SeriesStats;
  /** Capex / depreciation over the last five years. */
  capexToDep: Totals | null;
  capexToCfo: Totals | null;
  capexEstimatedYears: number;
  /** Cumulative CFO / cumulative net profit over the last five years. */
  cashConversion: Totals | null;
  /** Cumulative free cash flow over the last five years. */
  fcf: Totals | null;
  /** Net worth / total assets, latest year. */
  equityToAssets: number | null;
  /** Total assets / net worth (a lender's leverage), from the first to the latest of the last five years. */
  leverage: LeverageTrend | null;
}

export interface LeverageTrend {
  fromFy: number;
  toFy: number;
  from: number;
  to: number;
  /** to / from − 1: positive when leverage rose. */
  change: number;
}

/** Minimum span, in fiscal years, for a leverage trend. */
export const MIN_LEVERAGE_SPAN = 2;

const leverageOf = (v: YearView): number | null =>
  v.netWorth !== null && v.netWorth > 0 ? safeDivide(v.y.totalAssets, v.netWorth, { positiveDenominator: true }) : null;

/** Null unless the latest year and one at least MIN_LEVERAGE_SPAN years earlier (within five) have a positive leverage. */
function leverageTrend(last5: readonly YearView[]): LeverageTrend | null {
  const latest = last5[last5.length - 1];
  if (latest === undefined) return null;
  const to = leverageOf(latest);
  if (to === null || to <= 0) return null;
  for (const v of last5) {
    if (latest.fy - v.fy < MIN_LEVERAGE_SPAN) break;
    const from = leverageOf(v);
    if (from === null || from <= 0) continue;
    const change = safeDivide(to, from);
    return change === null ? null : { fromFy: v.fy, toFy: latest.fy, from, to, change: change - 1 };
  }
  return null;
}

function stats(views: readonly YearView[], pick: (v: YearView) => number | null): SeriesStats {
  const withValue = views.filter((v) => pick(v) !== null);
  const values = known(withValue.map(pick));
  const last = withValue[withValue.length - 1];
  return {
    values,
    fromFy: withValue[0]?.fy ?? null,
    toFy: last?.fy ?? null,
    median: median(values),
    min: values.length === 0 ? null : Math.min(...values),
    max: values.length === 0 ? null : Math.max(...values),
    stability: stabilityOf(withValue.map((v) => ({ x: v.fy, y: pick(v) as number }))),
    latest: last === undefined ? null : pick(last),
    latestFy: last?.fy ?? null,
  };
}

/** Σa / Σb over the years where both are known; null when fewer than two such years. */
function totals(views: readonly YearView[], a: (v: YearView) => number | null, b: (v: YearView) => number | null, positive = true): Totals | null {
  let sa = 0;
  let sb = 0;
  const fys: number[] = [];
  for (const v of views) {
    const x = a(v);
    const y = b(v);
    if (x === null || y === null) continue;
    sa += x;
    sb += y;
    fys.push(v.fy);
  }
  if (fys.length < 2) return null;
  return {
    fromFy: fys[0] as number,
    toFy: fys[fys.length - 1] as number,
    years: fys.length,
    a: sa,
    b: sb,
    ratio: safeDivide(sa, sb, { positiveDenominator: positive }),
  };
}

export function computeReturnsProfile(ctx: Context): ReturnsProfile {
  const last5 = lastYears(ctx, 5);
  const last10 = lastYears(ctx, 10);
  const roce = (v: YearView): number | null => v.roce.value;
  const latestRoce = [...last5].reverse().find((v) => v.roce.value !== null);
  return {
    roce: stats(last5, roce),
    roceLong: stats(last10, roce),
    roceBasis: latestRoce?.roce.basis ?? null,
    roceAfterTax: stats(last5, roceAfterTax),
    roceAfterTaxLong: stats(last10, roceAfterTax),
    roicAfterTax: stats(last5, roicAfterTax),
    statutoryTaxYears: last5.filter((v) => v.roce.value !== null && taxRateOf(v).basis === 'statutory').length,
    roe: stats(last5, (v) => v.roe),
    roeLong: stats(last10, (v) => v.roe),
    opm: stats(last10, (v) => v.opm),
    npm: stats(last10, (v) => v.npm),
    capexToDep: totals(
      last5,
      (v) => v.y.capex,
      (v) => v.y.depreciation,
    ),
    capexToCfo: totals(
      last5,
      (v) => v.y.capex,
      (v) => v.y.operatingCashFlow,
    ),
    capexEstimatedYears: last5.filter((v) => v.y.capex !== null && v.y.capexEstimated).length,
    cashConversion: totals(
      last5,
      (v) => v.y.operatingCashFlow,
      (v) => v.y.netProfit,
    ),
    fcf: totals(
      last5,
      (v) => v.fcf,
      () => 1,
      false,
    ),
    equityToAssets: ctx.latest === null ? null : safeDivide(ctx.latest.netWorth, ctx.latest.y.totalAssets, { positiveDenominator: true }),
    leverage: leverageTrend(last5),
  };
}

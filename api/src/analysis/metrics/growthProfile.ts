import { lastYears, previousYear, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { cagr, stdev, yearsBetween, yoy, type Growth } from '../math/growth';
import { earningsExtreme, marginNorm, type EarningsExtreme, type MarginNorm } from './peaksAndTroughs';

/** Growth history: CAGRs with their end years, YoY records, consistency and volatility. */

export interface CagrResult {
  value: number | null;
  fromFy: number | null;
  toFy: number | null;
  /** Years that passed between the two period ends (5 for an ordinary 5-year window). */
  years: number;
  start: number | null;
  end: number | null;
  /** Why no CAGR, as data (null when computed); the score and the report word it from its code. */
  why: CagrWhy | null;
  /**
   * Why a CAGR over the asked window is not meaningful: it would start in a loss (or at zero), or
   * the start year is missing so the window would be shorter than asked. Null when computed, or
   * when the latest figure itself is missing or not positive. base_effect: the window starts in a
   * peak or a trough year (peaksAndTroughs.ts), so the CAGR measures the base, not growth.
   */
  notMeaningful: 'loss_start' | 'short_window' | 'base_effect' | null;
  /** The ends of the window that are not twelve months long (annualised × 12/months), else null. */
  annualised: AnnualisedPeriod[] | null;
}

/** Why a CAGR is not given: no figure at all, a latest figure not positive, or one of notMeaningful's cases. */
export type CagrGap = 'no_figures' | 'latest_not_positive' | 'short_window' | 'loss_start' | 'base_effect';

export interface CagrWhy {
  code: CagrGap;
  /** The window asked and the fiscal year it would start in (not for no_figures or latest_not_positive). */
  years?: number;
  startFy?: number;
  /** base_effect: the peak or trough year the window starts in. */
  extreme?: EarningsExtreme;
}

/** A period not twelve months long, set at a twelve-month rate: 'FY2024' of 15 months. */
export interface AnnualisedPeriod {
  label: string;
  months: number;
}

export interface YoyPoint {
  fy: number;
  growth: Growth;
  /** Both years negative (e.g. a loss that narrowed or widened). */
  bothNegative: boolean;
  /** Set when either year is not twelve months long and was annualised first. */
  annualised: AnnualisedPeriod[] | null;
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
  /**
   * For projections of a thin history only (never scored): the EPS CAGR over the longest window
   * shorter than five years that starts positive, or null.
   */
  epsShort: CagrResult | null;
  /** The best EPS CAGR over any five consecutive years on record (both ends positive), or null. */
  bestEpsCagr5: { value: number; fromFy: number; toFy: number } | null;
}

export type Pick = (v: YearView) => number | null;

export const pickSales: Pick = (v) => v.y.sales;
export const pickProfit: Pick = (v) => v.y.netProfit;
export const pickEps: Pick = (v) => v.eps;

/** Months a year's statements cover: 12 unless the facts say otherwise (a 15-month transition period). */
export function monthsOf(v: YearView): number {
  const m = v.y.months;
  return typeof m === 'number' && m > 0 ? m : 12;
}

/** The views that are not twelve months long, with their months, else null. */
export function annualisedPeriods(views: ReadonlyArray<YearView | null | undefined>): AnnualisedPeriod[] | null {
  const odd = views.filter((v): v is YearView => v !== null && v !== undefined && monthsOf(v) !== 12);
  return odd.length === 0 ? null : odd.map((v) => ({ label: v.label, months: monthsOf(v) }));
}

/**
 * CAGR over exactly `years` fiscal years to the latest known value. A window that
 * starts in a loss, or whose start year is missing, gives no CAGR: starting
 * silently at the first profitable year turned a two-year recovery into a
 * 139% 'five-year' EPS CAGR. With a margin norm (earnings series), a window that
 * starts in a peak or a trough year gives none either. The exponent is the time
 * between the two period ends, so a window spanning a 15-month period is not
 * compounded as if it were twelve months shorter.
 */
export function seriesCagr(views: readonly YearView[], pick: Pick, years: number, norm: MarginNorm | null = null): CagrResult {
  // A longer period's flows are already at a twelve-month rate (context/normalise.ts).
  const none = (why: CagrWhy, end: YearView | null = null): CagrResult => ({
    value: null,
    fromFy: null,
    toFy: end?.fy ?? null,
    years: 0,
    start: null,
    end: end === null ? null : pick(end),
    why,
    notMeaningful: why.code === 'no_figures' || why.code === 'latest_not_positive' ? null : why.code,
    annualised: null,
  });
  let endView: YearView | null = null;
  for (let i = views.length - 1; i >= 0 && endView === null; i -= 1) {
    const v = views[i] as YearView;
    if (pick(v) !== null) endView = v;
  }
  if (endView === null) return none({ code: 'no_figures' });
  const end = pick(endView) as number;
  if (end <= 0) return none({ code: 'latest_not_positive' }, endView);
  const fromFy = endView.fy - years;
  const startView = views.find((v) => v.fy === fromFy);
  const start = startView === undefined ? null : pick(startView);
  const window = { years, startFy: fromFy };
  if (start === null) return none({ code: 'short_window', ...window }, endView);
  if (start <= 0) return none({ code: 'loss_start', ...window }, endView);
  const extreme = earningsExtreme(startView, norm);
  if (extreme !== null) return none({ code: 'base_effect', ...window, extreme }, endView);
  const span = yearsBetween((startView as YearView).periodEnd, endView.periodEnd) ?? years;
  const annualised = annualisedPeriods([startView, endView]);
  return { value: cagr(start, end, span), fromFy, toFy: endView.fy, years: span, start, end, why: null, notMeaningful: null, annualised };
}

function yoySeries(ctx: Context, views: readonly YearView[], pick: Pick): YoyPoint[] {
  const out: YoyPoint[] = [];
  for (const v of views) {
    const prev = previousYear(ctx, v);
    if (prev === null) continue;
    const now = pick(v);
    const before = pick(prev);
    const growth = yoy(now, before);
    if (growth.kind !== 'undefined')
      out.push({ fy: v.fy, growth, bothNegative: now !== null && before !== null && now < 0 && before < 0, annualised: annualisedPeriods([prev, v]) });
  }
  return out;
}

function isUp(p: YoyPoint): boolean {
  return p.growth.kind === 'turned_positive' || (p.growth.kind === 'growth' && p.growth.value > 0);
}

function isDown(p: YoyPoint): boolean {
  return p.growth.kind === 'turned_negative' || (p.growth.kind === 'growth' && p.growth.value < 0);
}

function shortWindowCagr(views: readonly YearView[], pick: Pick, norm: MarginNorm | null): CagrResult | null {
  for (let years = 4; years >= 2; years -= 1) {
    const c = seriesCagr(views, pick, years, norm);
    if (c.value !== null) return c;
  }
  return null;
}

function bestFiveYearCagr(views: readonly YearView[], pick: Pick, norm: MarginNorm | null): GrowthProfile['bestEpsCagr5'] {
  let best: GrowthProfile['bestEpsCagr5'] = null;
  for (const end of views) {
    const c = seriesCagr(
      views.filter((v) => v.fy <= end.fy),
      pick,
      5,
      norm,
    );
    if (c.value !== null && c.fromFy !== null && c.toFy === end.fy && (best === null || c.value > best.value))
      best = { value: c.value, fromFy: c.fromFy, toFy: end.fy };
  }
  return best;
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
  // Earnings CAGRs never start in a peak or a trough; sales CAGRs are not judged by margins.
  const norm = marginNorm(ctx.years);
  return {
    sales: seriesCagr(ctx.years, pickSales, 5),
    profit: seriesCagr(ctx.years, pickProfit, 5, norm),
    eps: seriesCagr(ctx.years, pickEps, 5, norm),
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
    bestEpsCagr5: bestFiveYearCagr(ctx.years, pickEps, norm),
    epsShort: shortWindowCagr(ctx.years, pickEps, norm),
  };
}

import { type Reason } from 'shared-types/api';
import { GROWTH_CAP, GROWTH_FLOOR } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { clamp, median, safeDivide } from '../math/growth';
import { monthsOf, type GrowthProfile } from './growthProfile';
import { type NormalisedEarnings } from './normalisedEarnings';
import { priceWhen } from '../priceSource';
import { reason } from '../v2/figure';

/** The inputs of every IRR projection, each with where it came from. */
export type HoldAssumptions =
  | {
      ok: true;
      price: number;
      priceDate: string;
      /** The EPS projections start from: the reported (or TTM) EPS, or a cyclical's normalised EPS. */
      eps0: number;
      /** A cyclical's normalised earnings when projections start from them, else null. */
      normalised: (NormalisedEarnings & { ok: true }) | null;
      /** The reported (or TTM) EPS of epsPeriod, on today's share count (context/perShareBasis.ts). */
      reportedEps: number;
      epsFy: number;
      /** The EPS period ('FY2024', or 'TTM to Sep 2026' when quarters are newer than the last fiscal year), and the months of a longer period annualised (else null). */
      epsPeriod: string;
      epsMonths: number | null;
      epsDerived: boolean;
      growth: number;
      rawGrowth: number;
      growthSource: ProjectionGrowth['source'];
      growthFromFy: number;
      growthToFy: number;
      /** Which band or bound set the growth (ProjectionGrowth.clamp). */
      growthClamp: GrowthBound;
      /** Fundable growth, ROE × retention (a lender's from its book valuation); null when ROE is unknown. */
      sustainableCap: LenderGrowthCap | null;
      /** The 5-year sales CAGR that bounds EPS growth, when known. */
      salesCap: { value: number; fromFy: number; toFy: number } | null;
      exitPe: number;
      exitPeSource: 'current' | 'median' | 'current_only';
      currentPe: number;
      /** Price / eps0: the current P/E, or the P/E on normalised EPS. */
      startPe: number;
      medianPe: number | null;
      peYears: number;
      payout: number;
      /** latest: the latest year's dividends / net profit; unknown: none assumed; capped: dividends above profit, capped at 100%. */
      payoutBasis: PayoutBasis;
      /** The year payoutBasis 'capped' refers to. */
      payoutFy: number;
    }
  | {
      ok: false;
      why: Reason;
      failKind: HoldFailKind;
      currentPe: number | null;
      medianPe: number | null;
      peYears: number;
    };

export type PayoutBasis = 'latest' | 'unknown' | 'capped';

/** Why no projection: a loss (bad, scores 0) differs from missing data (left out of the score). */
export type HoldFailKind = 'no_price' | 'no_eps' | 'eps_not_positive' | 'no_growth';

/**
 * Earnings can outgrow equity only by levering up or issuing shares, so projected EPS growth is
 * capped at ROE × retention (fundable growth); for a lender the same internal growth that bounds
 * g in its justified P/B.
 */
export interface LenderGrowthCap {
  value: number;
  roe: number;
  retention: number;
}

export type GrowthBound = 'capped' | 'floored' | 'sustainable' | 'sales' | null;

export interface ProjectionGrowth {
  value: number;
  raw: number;
  /** eps_cagr_short: a thin history's EPS CAGR over fewer than five years (projections only). */
  source: 'eps_cagr' | 'sales_cagr' | 'eps_cagr_short';
  fromFy: number;
  toFy: number;
  /**
   * capped/floored: the −10% to 25% band; sales: bounded by the 5-year sales CAGR, since EPS cannot
   * outgrow sales for long; sustainable: bounded by fundable growth, ROE × (1 − payout).
   */
  clamp: GrowthBound;
  /** The 5-year sales CAGR that bounds EPS growth, when known. */
  salesCap: { value: number; fromFy: number; toFy: number } | null;
  /** Fundable growth, ROE × retention, when ROE is known. */
  fundable: LenderGrowthCap | null;
}

/** Unknown dividends assume none; dividends above profit are capped at a 100% payout. */
function payoutOf(latest: YearView): { payout: number; basis: PayoutBasis } {
  if (latest.payout === null) return { payout: 0, basis: 'unknown' };
  if (latest.payout > 1) return { payout: 1, basis: 'capped' };
  return { payout: Math.max(0, latest.payout), basis: 'latest' };
}

/** Fundable growth: median ROE × (1 − the latest payout); null without a positive ROE. */
export function fundableGrowth(ctx: Context, medianRoe: number | null): LenderGrowthCap | null {
  if (ctx.latest === null || medianRoe === null || medianRoe <= 0) return null;
  const retention = 1 - payoutOf(ctx.latest).payout;
  return { value: medianRoe * retention, roe: medianRoe, retention };
}

/**
 * Growth for projections: the 5-year EPS CAGR, else the 5-year sales CAGR, else (a thin history)
 * the EPS CAGR over the longest shorter window; within the −10% to 25% band, then no faster than
 * sales (an EPS CAGR above the sales CAGR is margin gained, which does not recur for ever) and no
 * faster than fundable growth. The lowest bound wins and is named.
 */
export function projectionGrowth(growth: GrowthProfile, fundable: LenderGrowthCap | null = null): ProjectionGrowth | null {
  const options: Array<[ProjectionGrowth['source'], GrowthProfile['eps'] | null]> = [
    ['eps_cagr', growth.eps],
    ['sales_cagr', growth.sales],
    ['eps_cagr_short', growth.epsShort],
  ];
  const found = options.find(([, c]) => c !== null && c.value !== null && c.fromFy !== null && c.toFy !== null);
  if (found === undefined) return null;
  const [kind, source] = found as [ProjectionGrowth['source'], GrowthProfile['eps'] & { value: number; fromFy: number; toFy: number }];
  const raw = source.value;
  let value = clamp(raw, GROWTH_FLOOR, GROWTH_CAP);
  let bound: GrowthBound = raw > GROWTH_CAP ? 'capped' : raw < GROWTH_FLOOR ? 'floored' : null;
  const sales = growth.sales;
  const salesCap =
    kind !== 'sales_cagr' && sales.value !== null && sales.fromFy !== null && sales.toFy !== null
      ? { value: sales.value, fromFy: sales.fromFy, toFy: sales.toFy }
      : null;
  if (salesCap !== null && salesCap.value < value) {
    value = Math.max(salesCap.value, GROWTH_FLOOR);
    bound = 'sales';
  }
  if (fundable !== null && fundable.value < value) {
    value = Math.max(fundable.value, GROWTH_FLOOR);
    bound = 'sustainable';
  }
  return { value, raw, source: kind, fromFy: source.fromFy, toFy: source.toFy, clamp: bound, salesCap, fundable };
}

export function historicalPes(ctx: Context): number[] {
  const out: number[] = [];
  for (const v of lastYears(ctx, 10)) if (v.pe !== null) out.push(v.pe);
  return out;
}

/** The EPS today's price is set against: trailing twelve months when quarters are newer than the last fiscal year, else the latest year's. */
export interface EarningsBase {
  fy: number;
  /** 'FY2026' or 'TTM to Sep 2026', and the months of a longer period set at a twelve-month rate (else null). */
  period: string;
  months: number | null;
  eps: number;
  epsDerived: boolean;
  ttm: boolean;
}

/** On today's share count (context/perShareBasis.ts): a bonus or split since the statements would otherwise halve the P/E. */
export function latestWithEps(ctx: Context): EarningsBase | null {
  const found = latestEpsAsReported(ctx);
  return found === null ? null : { ...found, eps: found.eps * ctx.perShare.factor };
}

function latestEpsAsReported(ctx: Context): EarningsBase | null {
  const t = ctx.latest;
  if (t !== null && ctx.ttm !== null && ctx.ttm.eps !== null)
    return { fy: t.fy, period: ctx.ttm.label, months: null, eps: ctx.ttm.eps, epsDerived: true, ttm: true };
  for (let i = ctx.years.length - 1; i >= 0; i -= 1) {
    const v = ctx.years[i] as YearView;
    if (v.eps === null) continue;
    // A longer period's EPS is already at a twelve-month rate (context/normalise.ts): its months say so.
    const months = monthsOf(v);
    const annualised = months === 12 ? null : months;
    return { fy: v.fy, period: v.label, months: annualised, eps: v.eps, epsDerived: v.epsDerived, ttm: false };
  }
  return null;
}

export interface HoldInputsFrom {
  /** A lender's internal growth from its book valuation (ROE × retention). */
  lenderCap?: LenderGrowthCap | null;
  /** Median ROE, for fundable growth (a lender's comes from lenderCap). */
  medianRoe?: number | null;
  normalised?: NormalisedEarnings | null;
}

export function computeHoldAssumptions(ctx: Context, growth: GrowthProfile, from: HoldInputsFrom = {}): HoldAssumptions {
  const pes = historicalPes(ctx);
  const medianPe = median(pes);
  const epsView = latestWithEps(ctx);
  const eps0 = epsView?.eps ?? null;
  const currentPe = ctx.price !== null && eps0 !== null && eps0 > 0 ? safeDivide(ctx.price.price, eps0) : null;
  const fail = (why: Reason, failKind: HoldFailKind): HoldAssumptions => ({
    ok: false,
    why,
    failKind,
    currentPe,
    medianPe,
    peYears: pes.length,
  });

  if (ctx.price === null) return fail(reason('hold.no_price'), 'no_price');
  if (epsView === null || eps0 === null) return fail(reason('hold.no_eps'), 'no_eps');
  if (eps0 <= 0) return fail(reason('hold.eps_not_positive', { period: epsView.period, months: epsView.months ?? undefined }), 'eps_not_positive');
  if (currentPe === null) return fail(reason('hold.no_pe'), 'no_eps');

  const latest = ctx.latest as YearView;
  const { payout, basis: payoutBasis } = payoutOf(latest);
  const fundable = ctx.isLender ? (from.lenderCap ?? null) : fundableGrowth(ctx, from.medianRoe ?? null);
  const g = projectionGrowth(growth, fundable);
  if (g === null) return fail(reason('hold.no_growth'), 'no_growth');

  // A cyclical's projections start from what it earns in an ordinary year, not from a peak or a trough.
  const n = from.normalised ?? null;
  const normalised = n !== null && n.ok && n.basis === 'cyclical_margin' && n.eps !== null && n.eps > 0 ? n : null;
  const start = normalised?.eps ?? eps0;
  const startPe = safeDivide(ctx.price.price, start) ?? currentPe;

  const exitPe = medianPe === null ? startPe : Math.min(startPe, medianPe);
  const exitPeSource = medianPe === null ? 'current_only' : startPe <= medianPe ? 'current' : 'median';

  return {
    ok: true,
    price: ctx.price.price,
    priceDate: priceWhen(ctx.price, ctx.latest, ctx.today),
    eps0: start,
    normalised,
    reportedEps: eps0,
    epsFy: epsView.fy,
    epsPeriod: epsView.period,
    epsMonths: epsView.months,
    epsDerived: epsView.epsDerived,
    growth: g.value,
    rawGrowth: g.raw,
    growthSource: g.source,
    growthFromFy: g.fromFy,
    growthToFy: g.toFy,
    growthClamp: g.clamp,
    sustainableCap: fundable,
    salesCap: g.salesCap,
    exitPe,
    exitPeSource,
    currentPe,
    startPe,
    medianPe,
    peYears: pes.length,
    payout,
    payoutBasis,
    payoutFy: latest.fy,
  };
}

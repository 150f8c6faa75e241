import { GROWTH_CAP, GROWTH_FLOOR } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { clamp, median, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { priceWhen } from '../priceSource';

/** The inputs of every IRR projection, each with where it came from. */
export type HoldAssumptions =
  | {
      ok: true;
      price: number;
      priceDate: string;
      eps0: number;
      epsFy: number;
      /** 'FY2026', or 'TTM to Sep 2026' when quarters are newer than the last fiscal year. */
      epsLabel: string;
      epsDerived: boolean;
      growth: number;
      rawGrowth: number;
      growthSource: ProjectionGrowth['source'];
      growthFromFy: number;
      growthToFy: number;
      growthClamp: 'capped' | 'floored' | 'sustainable' | null;
      /** Lenders: growth is also capped at ROE × retention (see LenderGrowthCap); null for other companies. */
      sustainableCap: LenderGrowthCap | null;
      exitPe: number;
      exitPeSource: 'current' | 'median' | 'current_only';
      currentPe: number;
      medianPe: number | null;
      peYears: number;
      payout: number;
      payoutNote: string | null;
    }
  | { ok: false; reason: string; failKind: HoldFailKind; currentPe: number | null; medianPe: number | null; peYears: number };

/** Why no projection: a loss (bad, scores 0) differs from missing data (left out of the score). */
export type HoldFailKind = 'no_price' | 'no_eps' | 'eps_not_positive' | 'no_growth';

/**
 * A lender's earnings can outgrow its equity only by levering up or issuing shares, so its
 * projected EPS growth is capped at ROE × retention, the same internal growth that bounds
 * g in its justified P/B.
 */
export interface LenderGrowthCap {
  value: number;
  roe: number;
  retention: number;
}

export interface ProjectionGrowth {
  value: number;
  raw: number;
  /** eps_cagr_short: a thin history's EPS CAGR over fewer than five years (projections only). */
  source: 'eps_cagr' | 'sales_cagr' | 'eps_cagr_short';
  fromFy: number;
  toFy: number;
  clamp: 'capped' | 'floored' | null;
}

/**
 * Growth for projections: the 5-year EPS CAGR, else the 5-year sales CAGR, else (a thin
 * history) the EPS CAGR over the longest shorter window; each stated, and clamped.
 */
export function projectionGrowth(growth: GrowthProfile): ProjectionGrowth | null {
  const options: Array<[ProjectionGrowth['source'], GrowthProfile['eps'] | null]> = [
    ['eps_cagr', growth.eps],
    ['sales_cagr', growth.sales],
    ['eps_cagr_short', growth.epsShort],
  ];
  const found = options.find(([, c]) => c !== null && c.value !== null && c.fromFy !== null && c.toFy !== null);
  if (found === undefined) return null;
  const [kind, source] = found as [ProjectionGrowth['source'], GrowthProfile['eps'] & { value: number; fromFy: number; toFy: number }];
  const raw = source.value;
  return {
    value: clamp(raw, GROWTH_FLOOR, GROWTH_CAP),
    raw,
    source: kind,
    fromFy: source.fromFy,
    toFy: source.toFy,
    clamp: raw > GROWTH_CAP ? 'capped' : raw < GROWTH_FLOOR ? 'floored' : null,
  };
}

export function historicalPes(ctx: Context): number[] {
  const out: number[] = [];
  for (const v of lastYears(ctx, 10)) if (v.pe !== null) out.push(v.pe);
  return out;
}

/** The EPS today's price is set against: trailing twelve months when quarters are newer than the last fiscal year, else the latest year's. */
export interface EarningsBase {
  fy: number;
  /** 'FY2026' or 'TTM to Sep 2026'. */
  label: string;
  eps: number;
  epsDerived: boolean;
  ttm: boolean;
}

export function latestWithEps(ctx: Context): EarningsBase | null {
  const t = ctx.latest;
  if (t !== null && ctx.ttm !== null && ctx.ttm.eps !== null) return { fy: t.fy, label: ctx.ttm.label, eps: ctx.ttm.eps, epsDerived: true, ttm: true };
  for (let i = ctx.years.length - 1; i >= 0; i -= 1) {
    const v = ctx.years[i] as YearView;
    if (v.eps !== null) return { fy: v.fy, label: v.label, eps: v.eps, epsDerived: v.epsDerived, ttm: false };
  }
  return null;
}

export function computeHoldAssumptions(ctx: Context, growth: GrowthProfile, lenderCap: LenderGrowthCap | null = null): HoldAssumptions {
  const pes = historicalPes(ctx);
  const medianPe = median(pes);
  const epsView = latestWithEps(ctx);
  const eps0 = epsView?.eps ?? null;
  const currentPe = ctx.price !== null && eps0 !== null && eps0 > 0 ? safeDivide(ctx.price.price, eps0) : null;
  const fail = (reason: string, failKind: HoldFailKind): HoldAssumptions => ({ ok: false, reason, failKind, currentPe, medianPe, peYears: pes.length });

  if (ctx.price === null) return fail('there is no current share price', 'no_price');
  if (epsView === null || eps0 === null) return fail('EPS is unknown', 'no_eps');
  if (eps0 <= 0) return fail(`${epsView.label} EPS is not positive, so an earnings-based return is not meaningful`, 'eps_not_positive');
  if (currentPe === null) return fail('the current P/E cannot be computed', 'no_eps');

  const g = projectionGrowth(growth);
  if (g === null) return fail('there is no usable growth history (neither an EPS nor a sales CAGR can be computed)', 'no_growth');

  const cap = ctx.isLender ? lenderCap : null;
  const sustainable = cap !== null && g.value > cap.value;
  const growthUsed = sustainable ? Math.max(cap.value, GROWTH_FLOOR) : g.value;

  const exitPe = medianPe === null ? currentPe : Math.min(currentPe, medianPe);
  const exitPeSource = medianPe === null ? 'current_only' : currentPe <= medianPe ? 'current' : 'median';

  const latest = ctx.latest as YearView;
  let payout = 0;
  let payoutNote: string | null = null;
  if (latest.payout === null) payoutNote = 'dividends unknown, so no dividends are assumed';
  else if (latest.payout > 1) {
    payout = 1;
    payoutNote = `${latest.label} dividends exceeded profit; payout capped at 100%`;
  } else payout = Math.max(0, latest.payout);

  return {
    ok: true,
    price: ctx.price.price,
    priceDate: priceWhen(ctx.price, ctx.latest, ctx.today),
    eps0,
    epsFy: epsView.fy,
    epsLabel: epsView.label,
    epsDerived: epsView.epsDerived,
    growth: growthUsed,
    rawGrowth: g.raw,
    growthSource: g.source,
    growthFromFy: g.fromFy,
    growthToFy: g.toFy,
    growthClamp: sustainable ? 'sustainable' : g.clamp,
    sustainableCap: cap,
    exitPe,
    exitPeSource,
    currentPe,
    medianPe,
    peYears: pes.length,
    payout,
    payoutNote,
  };
}

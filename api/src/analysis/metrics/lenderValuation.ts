import { DISCOUNT_RATE, LENDER_GROWTH_CAP, LENDER_PB_CAP, LENDER_PB_FLOOR } from '../assumptions';
import { type Context } from '../context/buildContext';
import { clamp, finiteOrNull, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { type ReturnsProfile } from './returnsProfile';

/**
 * A lender's intrinsic value on book value, as analysts value Indian banks and NBFCs:
 * justified P/B = (ROE − g) / (r − g), intrinsic value = justified P/B × book value per
 * share. Graham's growth P/E is not used: a lender's earnings are a return on its equity,
 * so what a rupee of book is worth depends on how far ROE clears the cost of equity.
 */

export interface JustifiedPb {
  /** The multiple used: the formula's value kept within [floor, cap]. */
  value: number;
  /** (ROE − g) / (r − g) before the bounds; null when it is not meaningful (see `reason`). */
  formula: number | null;
  bound: 'floored' | 'capped' | null;
  /** roe_not_above_growth: ROE ≤ g, so the formula gives no positive multiple; rate_not_above_growth: r ≤ g. */
  reason: 'roe_not_above_growth' | 'rate_not_above_growth' | null;
}

/** Gordon-growth justified P/B: ROE 16%, g 8%, r 13% give (16 − 8) / (13 − 8) = 1.6. */
export function justifiedPb(roe: number, g: number, r: number = DISCOUNT_RATE, floor: number = LENDER_PB_FLOOR, cap: number = LENDER_PB_CAP): JustifiedPb {
  if (!(r > g)) return { value: floor, formula: null, bound: 'floored', reason: 'rate_not_above_growth' };
  if (!(roe > g)) return { value: floor, formula: null, bound: 'floored', reason: 'roe_not_above_growth' };
  const formula = finiteOrNull((roe - g) / (r - g));
  if (formula === null) return { value: floor, formula: null, bound: 'floored', reason: 'rate_not_above_growth' };
  if (formula < floor) return { value: floor, formula, bound: 'floored', reason: null };
  if (formula > cap) return { value: cap, formula, bound: 'capped', reason: null };
  return { value: formula, formula, bound: null, reason: null };
}

export interface SustainableGrowth {
  /** The g used: the lowest of the candidates, floored at 0. */
  value: number;
  epsCagr: number | null;
  /** ROE × retention: how fast equity grows from retained profit alone. */
  internal: number;
  retention: number;
  /** False when dividends are unknown and full retention is assumed. */
  payoutKnown: boolean;
  cap: number;
  binding: 'eps_cagr' | 'internal' | 'cap';
  /** The lowest candidate was negative, so g is taken as 0. */
  floored: boolean;
}

/** g = min(EPS CAGR, ROE × (1 − payout), cap), floored at 0; the EPS CAGR is skipped when unknown. */
export function sustainableGrowth(epsCagr: number | null, roe: number, payout: number | null, cap: number = LENDER_GROWTH_CAP): SustainableGrowth {
  const retention = 1 - clamp(payout ?? 0, 0, 1);
  const internal = roe * retention;
  let lowest = cap;
  let binding: SustainableGrowth['binding'] = 'cap';
  if (internal < lowest) {
    lowest = internal;
    binding = 'internal';
  }
  if (epsCagr !== null && epsCagr < lowest) {
    lowest = epsCagr;
    binding = 'eps_cagr';
  }
  return { value: Math.max(0, lowest), epsCagr, internal, retention, payoutKnown: payout !== null, cap, binding, floored: lowest < 0 };
}

export interface LenderBook {
  fy: number;
  equity: number | null;
  reserves: number | null;
  netWorth: number;
  shares: number;
  bvps: number;
  /** ROE used: the lower of the latest ROE and the five-year median (the sustainable level). */
  roe: number;
  roeLatest: number;
  roeLatestFy: number;
  roeMedian: number;
  roeFromFy: number;
  roeToFy: number;
  epsFromFy: number | null;
  epsToFy: number | null;
  growth: SustainableGrowth;
  discountRate: number;
  pb: JustifiedPb;
  /** Justified P/B × BVPS, ₹ a share. */
  value: number;
  /** Current price / BVPS; null without a price. */
  currentPb: number | null;
}

export function lenderBookValue(ctx: Context, growth: GrowthProfile, returns: ReturnsProfile): LenderBook | { reason: string } {
  const t = ctx.latest;
  if (t === null) return { reason: 'no financial statements' };
  const bvps = t.bvps;
  if (t.netWorth === null || t.netWorth <= 0 || t.shares === null || bvps === null || bvps <= 0) {
    return { reason: `book value per share is unknown or not positive in ${t.label}` };
  }
  const r = returns.roe;
  if (r.median === null || r.latest === null || r.latestFy === null || r.fromFy === null || r.toFy === null) {
    return { reason: 'ROE is unknown (needs net profit and a positive net worth)' };
  }
  const roe = Math.min(r.latest, r.median);
  const g = sustainableGrowth(growth.eps.value, roe, t.payout);
  const pb = justifiedPb(roe, g.value, DISCOUNT_RATE);
  const value = finiteOrNull(pb.value * bvps);
  if (value === null) return { reason: 'the book value is too large to value' };
  return {
    fy: t.fy,
    equity: t.y.equity,
    reserves: t.y.reserves,
    netWorth: t.netWorth,
    shares: t.shares,
    bvps,
    roe,
    roeLatest: r.latest,
    roeLatestFy: r.latestFy,
    roeMedian: r.median,
    roeFromFy: r.fromFy,
    roeToFy: r.toFy,
    epsFromFy: growth.eps.value === null ? null : growth.eps.fromFy,
    epsToFy: growth.eps.value === null ? null : growth.eps.toFy,
    growth: g,
    discountRate: DISCOUNT_RATE,
    pb,
    value,
    currentPb: ctx.price === null ? null : safeDivide(ctx.price.price, bvps, { positiveDenominator: true }),
  };
}

import { DISCOUNT_RATE, LENDER_GROWTH_CAP, LENDER_PB_CAP, LENDER_PB_FLOOR, NORMAL_BAND, NORMAL_ROE_YEARS, SENSITIVITY_SHIFT } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { onTodaysShares } from '../context/perShareBasis';
import { clamp, finiteOrNull, median, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { type Reason } from 'shared-types/api';
import { reason as reasonOf } from '../v2/figure';

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

export interface NormalisedRoe {
  /** The median ROE of the years kept. */
  value: number;
  /** The median over all the years measured, and the ±band around it that a normal year lies in. */
  spanMedian: number;
  band: readonly [number, number];
  fromFy: number;
  toFy: number;
  years: number;
  /** Peak and trough years left out, oldest first. */
  left: Array<{ fy: number; roe: number; kind: 'peak' | 'trough' }>;
}

/**
 * ROE through the cycle: the median of the last NORMAL_ROE_YEARS years' ROE (on average equity) after
 * leaving out peaks and troughs, years outside ±NORMAL_BAND of the span's median (see README, "Lenders").
 */
export function normalisedRoe(ctx: Context): NormalisedRoe | null {
  const years = lastYears(ctx, NORMAL_ROE_YEARS).filter((v) => v.roe !== null);
  const first = years[0];
  const last = years[years.length - 1];
  const spanMedian = median(years.map((v) => v.roe as number));
  if (first === undefined || last === undefined || spanMedian === null) return null;
  const spread = Math.abs(spanMedian) * NORMAL_BAND;
  const band = [spanMedian - spread, spanMedian + spread] as const;
  const kept = years.filter((v) => (v.roe as number) >= band[0] && (v.roe as number) <= band[1]);
  const left = years
    .filter((v) => !kept.includes(v))
    .map((v) => ({ fy: v.fy, roe: v.roe as number, kind: (v.roe as number) > band[1] ? ('peak' as const) : ('trough' as const) }));
  const value = median(kept.map((v) => v.roe as number)) ?? spanMedian;
  return { value, spanMedian, band, fromFy: first.fy, toFy: last.fy, years: years.length, left };
}

/** Value a share at a given ROE and growth: justified P/B × book value per share (for the sensitivity line). */
export const bookValueAt = (bvps: number, roe: number, g: number): number | null => finiteOrNull(justifiedPb(roe, g).value * bvps);

export interface ShiftedValues {
  down: number | null;
  up: number | null;
}

export interface LenderBook {
  fy: number;
  equity: number | null;
  reserves: number | null;
  netWorth: number;
  /** Today's share count when the exchange gives one with the price (context/perShareBasis.ts), else the statements'. */
  shares: number;
  bvps: number;
  /** ROE used: the normalised ROE on average equity, peaks and troughs left out. */
  roe: number;
  roeLatest: number;
  roeLatestFy: number;
  normal: NormalisedRoe;
  /** Whether the latest year's ROE is on average or on year-end net worth. */
  capitalBasis: 'average' | 'year_end';
  /** Latest return on average assets and net interest income (₹ crore), where the data allows. */
  roa: number | null;
  netInterestIncome: number | null;
  epsFromFy: number | null;
  epsToFy: number | null;
  growth: SustainableGrowth;
  discountRate: number;
  pb: JustifiedPb;
  /** Justified P/B × BVPS, ₹ a share. */
  value: number;
  /** Current price / BVPS; null without a price. */
  currentPb: number | null;
  /** The value with ROE, and separately g, SENSITIVITY_SHIFT lower and higher. */
  sensitivity: { roe: ShiftedValues; growth: ShiftedValues };
}

/** Why there is no book value, as a v2 reason code (v1's words: v1/valueModelReasons.ts). */
export interface NoLenderBook {
  reason: Reason;
}

function noBook(why: 'no_statements' | 'book_not_positive' | 'roe_unknown' | 'too_large', period?: string): NoLenderBook {
  return { reason: reasonOf(`value.model.justified_pb.${why}`, { period }) };
}

export function lenderBookValue(ctx: Context, growth: GrowthProfile): LenderBook | NoLenderBook {
  const t = ctx.latest;
  if (t === null) return noBook('no_statements');
  // Book value per share against the price is on today's share count (context/perShareBasis.ts).
  const bvps = onTodaysShares(ctx.perShare, t.bvps);
  const shares = ctx.perShare.shares ?? t.shares;
  if (t.netWorth === null || t.netWorth <= 0 || shares === null || bvps === null || bvps <= 0) {
    return noBook('book_not_positive', t.label);
  }
  const normal = normalisedRoe(ctx);
  const latest = [...lastYears(ctx, NORMAL_ROE_YEARS)].reverse().find((v) => v.roe !== null);
  if (normal === null || latest === undefined || latest.roe === null) return noBook('roe_unknown');
  const roe = normal.value;
  const g = sustainableGrowth(growth.eps.value, roe, t.payout);
  const pb = justifiedPb(roe, g.value, DISCOUNT_RATE);
  const value = finiteOrNull(pb.value * bvps);
  if (value === null) return noBook('too_large');
  const d = SENSITIVITY_SHIFT;
  return {
    fy: t.fy,
    equity: t.y.equity,
    reserves: t.y.reserves,
    netWorth: t.netWorth,
    shares,
    bvps,
    roe,
    roeLatest: latest.roe,
    roeLatestFy: latest.fy,
    normal,
    capitalBasis: latest.capitalBasis,
    roa: t.roa,
    netInterestIncome: t.netInterestIncome,
    epsFromFy: growth.eps.value === null ? null : growth.eps.fromFy,
    epsToFy: growth.eps.value === null ? null : growth.eps.toFy,
    growth: g,
    discountRate: DISCOUNT_RATE,
    pb,
    value,
    currentPb: ctx.price === null ? null : safeDivide(ctx.price.price, bvps, { positiveDenominator: true }),
    sensitivity: {
      roe: { down: bookValueAt(bvps, roe - d, g.value), up: bookValueAt(bvps, roe + d, g.value) },
      growth: { down: bookValueAt(bvps, roe, Math.max(0, g.value - d)), up: bookValueAt(bvps, roe, g.value + d) },
    },
  };
}

import { DISCOUNT_RATE, GRAHAM_ROE_BAND, JUSTIFIED_PE_GROWTH_CAP, MAX_AVERAGED_SPREAD, SENSITIVITY_SHIFT, TERMINAL_GROWTH } from '../assumptions';
import { cashFlowValue, impliedGrowth, type CashFlowValue, type ImpliedGrowth } from './cashFlowValuation';
import { lastYears, type Context } from '../context/buildContext';
import { onTodaysShares } from '../context/perShareBasis';
import { clamp, finiteOrNull, mean, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { latestWithEps, type ProjectionGrowth } from './holdAssumptions';
import { lenderBookValue, type LenderBook, type NoLenderBook, type ShiftedValues } from './lenderValuation';
import { ownerEarningsForYear, type OwnerEarnings } from './ownerEarnings';
import { type ReturnsProfile } from './returnsProfile';
import { type Reason, type ValuationModelId, type ValuationModelReason } from 'shared-types/api';
import { reason } from '../v2/figure';

export { DCF_NAME, GRAHAM_NAME, PB_NAME, PE_NAME } from '../v1/valueModelReasons';

/**
 * Intrinsic value as a range, from the models whose assumptions hold, and the margin of safety
 * against its low end. A lender has one model, justified P/B × book value per share
 * (lenderValuation.ts). Other companies have three, each in or out by one rule, the return on
 * equity its multiple assumes: EPS × Graham's growth P/E pays for growth, so it needs a median ROE
 * at or above the cost of equity; the Graham number assumes about 10%; the cash-flow DCF
 * (cashFlowValuation.ts) charges growth for its reinvestment, so it holds at any positive ROE.
 * Estimates are never averaged (README, "Intrinsic value"); a reverse DCF says what the price implies.
 */

/** √(22.5 × EPS × BVPS); only with both positive. */
export function grahamNumber(eps: number | null, bvps: number | null): number | null {
  if (eps === null || bvps === null || eps <= 0 || bvps <= 0) return null;
  return finiteOrNull(Math.sqrt(22.5 * eps * bvps));
}

/** Graham's P/E for growth: 8.5 + 2g, with g in percent, clamped to 0–15% (no bond-yield adjustment). */
export function justifiedPe(growth: number): number {
  return 8.5 + 2 * clamp(growth, 0, JUSTIFIED_PE_GROWTH_CAP) * 100;
}

/** MoS = (IV − Price) / IV; null unless IV is positive. IV is the low end of the range. */
export function marginOfSafety(iv: number | null, price: number | null): number | null {
  if (iv === null || price === null || iv <= 0) return null;
  return safeDivide(iv - price, iv);
}

/** A model in the range; its v1 name is v1/valueModelReasons.ts's MODEL_NAMES_V1. */
export interface IvCandidate {
  id: ValuationModelId;
  value: number;
}

/** Every model, in the range or out of it, with its value where it could be computed and why. */
export interface ModelReading {
  id: ValuationModelId;
  value: number | null;
  used: boolean;
  /** Why in or out, as a v2 reason code `value.model.<id>.<why>` with its parameters. */
  why: Reason;
  /** The median ROE the model's rule turned on, where it did (v1's words quote it: v1/valueModelReasons.ts). */
  roe?: number;
}

export interface ValueRange {
  low: number;
  high: number;
  /** high / low. */
  spread: number;
}

/** The low end of the range with ROE, and separately growth, SENSITIVITY_SHIFT lower and higher. */
export interface Sensitivity {
  shift: number;
  low: number;
  roe: ShiftedValues;
  growth: ShiftedValues;
}

export interface Valuation {
  /** The models in the range (used), as id and value. */
  candidates: IvCandidate[];
  models: ModelReading[];
  range: ValueRange | null;
  sensitivity: Sensitivity | null;
  justifiedPe: number | null;
  /** The cash-flow DCF with its inputs; null when it could not be made. */
  dcf: (CashFlowValue & { earnings0: number; growth: number; returnOnCapital: number }) | null;
  /** What growth the price implies under the same DCF; null when it cannot be asked. */
  impliedGrowth: ImpliedGrowth | null;
  /** The Graham number when computed but left out of the range (its 10% ROE does not hold), with the ROE. */
  grahamShownOnly: { value: number; roe: number } | null;
  /** The low end of the range: what the margin of safety is measured against. */
  iv: number | null;
  marginOfSafety: number | null;
  ownerEarnings: OwnerEarnings | null;
  /** Average owner's earnings over up to three recent years, ₹ crore. */
  oeAverage: number | null;
  oeYears: number;
  oePerShare: number | null;
  priceToOe: number | null;
  shares: number | null;
  /** The latest (or trailing) EPS, as reported. */
  eps: number | null;
  /** The EPS the models multiply: normalised earnings when given (a cyclical), else the latest EPS. */
  earningsBase: { eps: number | null; normalised: boolean };
  bvps: number | null;
  /** Lenders only: the book-value valuation, or why it could not be made; null for other companies. */
  lenderBook: LenderBook | NoLenderBook | null;
}

/** A model's reading: why it is in or out as a reason code, with the median ROE its rule turned on where it did. */
function reading<M extends ValuationModelId>(id: M, used: boolean, why: ValuationModelReason<M>, value: number | null, roe?: number): ModelReading {
  const r = reason(`value.model.${id}.${why}`);
  return { id, value, used, why: r, ...(roe === undefined ? {} : { roe }) };
}

/** The range of the used estimates; null without any. */
export function valueRange(values: readonly number[]): ValueRange | null {
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return { low, high, spread: low > 0 ? high / low : Infinity };
}

/** True when estimates lie too far apart for any central value to mean anything. */
export const tooFarApart = (r: ValueRange | null): boolean => r !== null && r.spread > MAX_AVERAGED_SPREAD;

/** Normalised earnings from metrics/normalisedEarnings (a cyclical: median operating margin × latest sales). */
export interface NormalisedEps {
  eps: number | null;
}

export interface ValuationInput {
  /** When given with a positive EPS, the non-lender models value these earnings instead of the latest year's. */
  normalised?: NormalisedEps | null;
  /** Growth for the P/E and DCF candidates (non-lenders). */
  projection: ProjectionGrowth | null;
  /** EPS CAGR and ROE for a lender's justified P/B. */
  growth: GrowthProfile;
  returns: ReturnsProfile;
}

export function computeValuation(ctx: Context, input: ValuationInput): Valuation {
  const growth = input.projection;
  const latest = ctx.latest;
  const latestEps = latestWithEps(ctx)?.eps ?? null;
  const n = input.normalised;
  // A cyclical's latest year is a poor guide: value what it earns in an ordinary year (README, "Valuation").
  const normalised = !ctx.isLender && n !== undefined && n !== null && n.eps !== null && n.eps > 0;
  const eps = normalised ? (n?.eps ?? null) : latestEps;
  // Per-share figures set against the price are on today's share count (context/perShareBasis.ts).
  const bvps = onTodaysShares(ctx.perShare, latest?.bvps ?? null);
  const shares = ctx.perShare.shares;
  const price = ctx.price?.price ?? null;
  const roe = input.returns.roe.median;
  const models: ModelReading[] = [];
  const out = <M extends ValuationModelId>(id: M, why: ValuationModelReason<M>, value: number | null = null, roeAt?: number): void => {
    models.push(reading(id, false, why, value, roeAt));
  };
  /** Each used model as a function of (ROE, growth), so the sensitivity line re-runs the same formulas. */
  const valueAt: Array<(roe: number, g: number) => number | null> = [];
  let peUsed: number | null = null;
  let dcfUsed: Valuation['dcf'] = null;
  let implied: ImpliedGrowth | null = null;
  let grahamShownOnly: Valuation['grahamShownOnly'] = null;
  let lenderBook: Valuation['lenderBook'] = null;
  let sensitivity: Sensitivity | null = null;

  if (ctx.isLender) {
    lenderBook = lenderBookValue(ctx, input.growth);
    if ('reason' in lenderBook) models.push({ id: 'justified_pb', value: null, used: false, why: lenderBook.reason });
    else models.push(reading('justified_pb', true, 'in', lenderBook.value));
    out('justified_pe', 'lender');
    out('graham_number', 'lender');
  } else {
    const peValue = (g: number): number | null => (eps !== null && eps > 0 ? finiteOrNull(eps * justifiedPe(g)) : null);
    if (eps === null || eps <= 0) out('justified_pe', 'eps_not_positive');
    else if (growth === null) out('justified_pe', 'no_growth_history');
    else if (roe === null) out('justified_pe', 'roe_unknown', peValue(growth.value));
    else if (roe < DISCOUNT_RATE) out('justified_pe', 'roe_below_cost_of_equity', peValue(growth.value), roe);
    else {
      const value = peValue(growth.value);
      if (value !== null) {
        peUsed = justifiedPe(growth.value);
        models.push(reading('justified_pe', true, 'in', value, roe));
        valueAt.push((_r, g) => peValue(g));
      }
    }

    const graham = grahamNumber(eps, bvps);
    if (graham === null) out('graham_number', 'needs_positive_inputs');
    else if (roe === null) out('graham_number', 'roe_unknown', graham);
    else if (roe >= GRAHAM_ROE_BAND[0] && roe <= GRAHAM_ROE_BAND[1]) {
      models.push(reading('graham_number', true, 'in', graham, roe));
      valueAt.push(() => graham);
    } else {
      grahamShownOnly = { value: graham, roe };
      out('graham_number', 'roe_outside_band', graham, roe);
    }
  }

  let ownerEarnings: OwnerEarnings | null = null;
  const oeValues: number[] = [];
  if (latest !== null) {
    ownerEarnings = ownerEarningsForYear(ctx, latest);
    for (const v of lastYears(ctx, 3)) {
      const oe = v === latest ? ownerEarnings : ownerEarningsForYear(ctx, v);
      if (oe.value !== null) oeValues.push(oe.value);
    }
  }
  const oeAverage = mean(oeValues);
  const oePerShare = safeDivide(oeAverage, shares, { positiveDenominator: true });
  const priceToOe = oePerShare !== null && oePerShare > 0 ? safeDivide(price, oePerShare) : null;

  if (ctx.isLender) out('cash_flow_dcf', 'lender');
  else if (eps === null || eps <= 0) out('cash_flow_dcf', 'eps_not_positive');
  else if (roe === null || roe <= 0) out('cash_flow_dcf', 'no_positive_roe');
  else {
    const base = { earnings0: eps, returnOnCapital: roe, discountRate: DISCOUNT_RATE, terminalGrowth: TERMINAL_GROWTH };
    if (growth === null) out('cash_flow_dcf', 'no_growth_history');
    else {
      const dcf = cashFlowValue({ ...base, growth: growth.value });
      if (dcf !== null) {
        dcfUsed = { ...dcf, earnings0: eps, growth: growth.value, returnOnCapital: roe };
        models.push(reading('cash_flow_dcf', true, 'in', dcf.value));
        valueAt.push((r, g) => (r > 0 ? (cashFlowValue({ ...base, returnOnCapital: r, growth: g })?.value ?? null) : null));
      }
    }
    if (price !== null) implied = impliedGrowth(price, base);
  }

  const candidates = models.filter((m) => m.used && m.value !== null).map((m) => ({ id: m.id, value: m.value as number }));
  const range = valueRange(candidates.map((c) => c.value));
  const iv = range?.low ?? null;
  const d = SENSITIVITY_SHIFT;
  if (lenderBook !== null && !('reason' in lenderBook)) sensitivity = { shift: d, low: lenderBook.value, ...lenderBook.sensitivity };
  else if (range !== null && roe !== null && growth !== null) {
    // The low end of the range re-computed from the same models with one input moved.
    const lowAt = (r: number, g: number): number | null => {
      const vs = valueAt.map((f) => f(r, g)).filter((x): x is number => x !== null);
      return vs.length === valueAt.length && vs.length > 0 ? Math.min(...vs) : null;
    };
    sensitivity = {
      shift: d,
      low: range.low,
      roe: { down: lowAt(roe - d, growth.value), up: lowAt(roe + d, growth.value) },
      growth: { down: lowAt(roe, growth.value - d), up: lowAt(roe, growth.value + d) },
    };
  }
  return {
    candidates,
    models,
    range,
    sensitivity,
    justifiedPe: peUsed,
    dcf: dcfUsed,
    impliedGrowth: implied,
    grahamShownOnly,
    iv,
    marginOfSafety: marginOfSafety(iv, price),
    ownerEarnings,
    oeAverage,
    oeYears: oeValues.length,
    oePerShare,
    priceToOe,
    shares,
    eps: latestEps,
    earningsBase: { eps, normalised },
    bvps,
    lenderBook,
  };
}

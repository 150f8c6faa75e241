import { DISCOUNT_RATE, GRAHAM_ROE_BAND, JUSTIFIED_PE_GROWTH_CAP, TERMINAL_GROWTH } from '../assumptions';
import { cashFlowValue, impliedGrowth, type CashFlowValue, type ImpliedGrowth } from './cashFlowValuation';
import { lastYears, type Context } from '../context/buildContext';
import { clamp, finiteOrNull, mean, median, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { latestWithEps, type ProjectionGrowth } from './holdAssumptions';
import { lenderBookValue, type LenderBook } from './lenderValuation';
import { ownerEarningsForYear, type OwnerEarnings } from './ownerEarnings';
import { type ReturnsProfile } from './returnsProfile';

/**
 * Intrinsic-value candidates, the chosen IV and the margin of safety. A lender has one
 * candidate, justified P/B × book value per share (see lenderValuation.ts). Other companies
 * have EPS × Graham's growth P/E and the cash-flow DCF (cashFlowValuation.ts), plus the Graham
 * number only where its implied 10% ROE roughly holds; a reverse DCF says what the price implies.
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

/** MoS = (IV − Price) / IV; null unless IV is positive. */
export function marginOfSafety(iv: number | null, price: number | null): number | null {
  if (iv === null || price === null || iv <= 0) return null;
  return safeDivide(iv - price, iv);
}

export interface IvCandidate {
  name: string;
  value: number;
}

export interface Valuation {
  candidates: IvCandidate[];
  justifiedPe: number | null;
  /** The cash-flow DCF with its inputs; null when it could not be made. */
  dcf: (CashFlowValue & { earnings0: number; growth: number; returnOnCapital: number }) | null;
  /** What growth the price implies under the same DCF; null when it cannot be asked. */
  impliedGrowth: ImpliedGrowth | null;
  /** The Graham number when computed but left out of the median (its 10% ROE does not hold), with the ROE. */
  grahamShownOnly: { value: number; roe: number } | null;
  unavailable: Array<{ name: string; reason: string }>;
  iv: number | null;
  marginOfSafety: number | null;
  ownerEarnings: OwnerEarnings | null;
  /** Average owner's earnings over up to three recent years, ₹ crore. */
  oeAverage: number | null;
  oeYears: number;
  oePerShare: number | null;
  priceToOe: number | null;
  shares: number | null;
  eps: number | null;
  bvps: number | null;
  /** Lenders only: the book-value valuation, or why it could not be made; null for other companies. */
  lenderBook: LenderBook | { reason: string } | null;
}

export const DCF_NAME = 'DCF of free cash flow after reinvestment';
export const PE_NAME = 'EPS × justified P/E';
export const GRAHAM_NAME = 'Graham number';
export const PB_NAME = 'Justified P/B × book value';

/** Why the earnings-multiple and owner's-earnings candidates are not used for a lender. */
export const LENDER_PE_REASON = `Graham's growth P/E of 8.5 + 2g, up to ${justifiedPe(JUSTIFIED_PE_GROWTH_CAP)} times, would price a bank like an industrial compounder, while a lender's earnings are a return on its equity and leverage, so its value follows ROE against the cost of equity`;
export const LENDER_GRAHAM_REASON = "it assumes Graham's P/E of 15 and P/B of 1.5 whatever the lender's ROE";
export const LENDER_DCF_REASON = "financial company: capex-based owner's earnings not applicable";

export interface ValuationInput {
  /** Growth for the P/E and DCF candidates (non-lenders). */
  projection: ProjectionGrowth | null;
  /** EPS CAGR and ROE for a lender's justified P/B. */
  growth: GrowthProfile;
  returns: ReturnsProfile;
}

export function computeValuation(ctx: Context, input: ValuationInput): Valuation {
  const growth = input.projection;
  const latest = ctx.latest;
  const epsView = latestWithEps(ctx);
  const eps = epsView?.eps ?? null;
  const bvps = latest?.bvps ?? null;
  const shares = latest?.shares ?? null;
  const price = ctx.price?.price ?? null;
  const candidates: IvCandidate[] = [];
  const unavailable: Valuation['unavailable'] = [];
  let peUsed: number | null = null;
  let dcfUsed: Valuation['dcf'] = null;
  let implied: ImpliedGrowth | null = null;
  let grahamShownOnly: Valuation['grahamShownOnly'] = null;
  let lenderBook: Valuation['lenderBook'] = null;

  if (ctx.isLender) {
    lenderBook = lenderBookValue(ctx, input.growth, input.returns);
    if ('reason' in lenderBook) unavailable.push({ name: PB_NAME, reason: lenderBook.reason });
    else candidates.push({ name: PB_NAME, value: lenderBook.value });
    unavailable.push({ name: PE_NAME, reason: LENDER_PE_REASON }, { name: GRAHAM_NAME, reason: LENDER_GRAHAM_REASON });
  } else {
    if (eps === null || eps <= 0) unavailable.push({ name: PE_NAME, reason: 'EPS is not positive' });
    else if (growth === null) unavailable.push({ name: PE_NAME, reason: 'no growth history to justify a P/E' });
    else {
      const pe = justifiedPe(growth.value);
      const value = finiteOrNull(eps * pe);
      if (value !== null) {
        peUsed = pe;
        candidates.push({ name: PE_NAME, value });
      }
    }

    const graham = grahamNumber(eps, bvps);
    const roe = input.returns.roe.median;
    if (graham === null) unavailable.push({ name: GRAHAM_NAME, reason: 'needs positive EPS and book value per share' });
    else if (roe !== null && roe >= GRAHAM_ROE_BAND[0] && roe <= GRAHAM_ROE_BAND[1]) candidates.push({ name: GRAHAM_NAME, value: graham });
    else if (roe !== null) grahamShownOnly = { value: graham, roe };
    else unavailable.push({ name: GRAHAM_NAME, reason: 'ROE unknown, so whether its 10% ROE assumption holds cannot be told' });
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

  const roeForDcf = input.returns.roe.median;
  if (ctx.isLender) unavailable.push({ name: DCF_NAME, reason: LENDER_DCF_REASON });
  else if (eps === null || eps <= 0) unavailable.push({ name: DCF_NAME, reason: 'EPS is not positive' });
  else if (roeForDcf === null || roeForDcf <= 0) unavailable.push({ name: DCF_NAME, reason: 'no positive return on equity to tell what growth costs' });
  else {
    const base = { earnings0: eps, returnOnCapital: roeForDcf, discountRate: DISCOUNT_RATE, terminalGrowth: TERMINAL_GROWTH };
    if (growth === null) unavailable.push({ name: DCF_NAME, reason: 'no growth history' });
    else {
      const dcf = cashFlowValue({ ...base, growth: growth.value });
      if (dcf !== null) {
        dcfUsed = { ...dcf, earnings0: eps, growth: growth.value, returnOnCapital: roeForDcf };
        candidates.push({ name: DCF_NAME, value: dcf.value });
      }
    }
    if (price !== null) implied = impliedGrowth(price, base);
  }

  const iv = median(candidates.map((c) => c.value));
  return {
    candidates,
    justifiedPe: peUsed,
    dcf: dcfUsed,
    impliedGrowth: implied,
    grahamShownOnly,
    unavailable,
    iv,
    marginOfSafety: marginOfSafety(iv, price),
    ownerEarnings,
    oeAverage,
    oeYears: oeValues.length,
    oePerShare,
    priceToOe,
    shares,
    eps,
    bvps,
    lenderBook,
  };
}

import { LYNCH_RULES, type InvestorLensV2, type LensCriterionV2, type LynchCategory, type Reason } from 'shared-types/api';
import { lastYears } from '../context/buildContext';
import { type Metrics } from '../computedMetrics';
import { safeDivide } from '../math/growth';
import { latestWithEps } from '../metrics/holdAssumptions';
import { isCyclical } from '../metrics/normalisedEarnings';
import { cagrGapParams } from '../v2/cagrGap';
import { figure, reason } from '../v2/figure';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';
import { onTodaysShares } from '../context/perShareBasis';

/**
 * Peter Lynch: the dividend-adjusted PEG, a plain balance sheet, and the
 * company's category, derived from the data by the rules in LYNCH_CATEGORY_RULES
 * (shared-types, so the view states them without the payload carrying them).
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const L = LYNCH_RULES;

export interface LynchCategoryResult {
  category: LynchCategory | null;
  reason: Reason;
}

function priceToBook(m: Metrics): number | null {
  // Per-share figures against the price are on today's share count (context/perShareBasis.ts).
  const bvps = onTodaysShares(m.ctx.perShare, m.ctx.latest?.bvps ?? null);
  return bvps === null ? null : safeDivide(m.ctx.price?.price ?? null, bvps, { positiveDenominator: true });
}

/** Why the 5-year EPS CAGR is unknown, as `cagr` (growthProfile.ts's gap code) and the figures its words need. */
export function epsCagrGap(m: Metrics, code: string): Reason {
  const w = m.growth.eps.why ?? { code: 'no_figures' as const };
  return reason(code, { cagr: w.code, ...cagrGapParams(w) });
}

export function lynchCategory(m: Metrics): LynchCategoryResult {
  const latest = m.ctx.latest;
  const profit = latest?.y.netProfit ?? null;
  if (latest !== null && profit !== null && profit > 0) {
    const losses = lastYears(m.ctx, 5).filter((v) => v !== latest && v.y.netProfit !== null && v.y.netProfit < 0);
    if (losses.length > 0)
      return { category: 'turnaround', reason: reason('lens.lynch.category.turnaround', { loss_years: losses.map((v) => v.label), period: latest.label }) };
  }
  const g = m.growth;
  if (isCyclical(g))
    return {
      category: 'cyclical',
      reason: reason('lens.lynch.category.cyclical', {
        down_years: g.salesDownYears,
        measured_years: g.salesMeasured,
        sales_volatility: figure(g.salesVolatility ?? 0, 'fraction'),
      }),
    };
  const pb = priceToBook(m);
  if (pb !== null && pb < L.assetPlayPb)
    return { category: 'asset_play', reason: reason('lens.lynch.category.asset_play', { price_to_book: figure(pb, 'times') }) };
  const eps = g.eps.value;
  if (eps === null) return { category: null, reason: epsCagrGap(m, 'lens.lynch.category.eps_cagr_unknown') };
  const category: LynchCategory = eps < L.slowBelow ? 'slow_grower' : eps < L.fastFrom ? 'stalwart' : 'fast_grower';
  return { category, reason: reason('lens.lynch.category.eps_growth', { eps_growth: figure(eps, 'fraction') }) };
}

/** Dividends per share of the latest year over the current price. */
function dividendYield(m: Metrics): number | null {
  const latest = m.ctx.latest;
  const dps = latest === null ? null : safeDivide(latest.y.dividends, m.ctx.perShare.shares, { positiveDenominator: true });
  return safeDivide(dps, m.ctx.price?.price ?? null, { positiveDenominator: true });
}

function peg(m: Metrics): LensCriterionV2 {
  const price = m.ctx.price?.price ?? null;
  const base = latestWithEps(m.ctx);
  const eps = base?.eps ?? null;
  if (price === null) return notAssessable('peg', reason('lens.no_price'));
  if (eps === null || eps <= 0) return notAssessable('peg', reason('lens.lynch.eps_not_positive'));
  const growth = m.growth.eps;
  if (growth.value === null) return notAssessable('peg', epsCagrGap(m, 'lens.lynch.eps_cagr_unknown'));
  const pe = price / eps;
  // An unknown yield counts as none (sent as 0, as v1 shows it).
  const yld = dividendYield(m) ?? 0;
  const denominator = (growth.value + yld) * 100;
  const parts = { pe: figure(pe, 'times'), eps_growth: figure(growth.value, 'fraction'), dividend_yield: figure(yld, 'fraction') };
  // Growth plus yield not positive: no PEG, a fail.
  if (denominator <= 0) return criterion({ id: 'peg', ok: false, figures: parts });
  const value = pe / denominator;
  return criterion({ id: 'peg', ok: value <= L.maxPeg, figures: { peg: figure(value, 'times'), ...parts } });
}

function balanceSheet(m: Metrics): LensCriterionV2 {
  if (isFinancial(m.ctx)) return notAssessable('debt_to_equity', reason('lens.lender_borrowings'));
  const latest = m.ctx.latest;
  const de = latest?.debtToEquity ?? null;
  if (latest === null || de === null) return notAssessable('debt_to_equity', reason('lens.lynch.debt_to_equity_unknown'));
  return criterion({ id: 'debt_to_equity', ok: de <= L.maxDebtToEquity, figures: { debt_to_equity: figure(de, 'times', latest.label) } });
}

export function lynchLens(m: Metrics): InvestorLensV2 {
  return buildLens('lynch', [peg(m), balanceSheet(m)], lynchCategory(m));
}

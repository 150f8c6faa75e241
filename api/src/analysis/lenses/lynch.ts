import { LYNCH_RULES, type InvestorLens, type LensCriterion, type LynchCategory } from 'shared-types/api';
import { lastYears } from '../context/buildContext';
import { type Metrics } from '../computedMetrics';
import { formatPct, formatRatio, joinList } from '../format';
import { safeDivide } from '../math/growth';
import { latestWithEps } from '../metrics/holdAssumptions';
import { isCyclical } from '../metrics/normalisedEarnings';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';
import { onTodaysShares } from '../context/perShareBasis';

/**
 * Peter Lynch: the dividend-adjusted PEG, a plain balance sheet, and the
 * company's category, derived from the data by the rules in LYNCH_CATEGORY_RULES
 * (shared-types, so the view states them without the payload carrying them).
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const L = LYNCH_RULES;

export const LYNCH_CATEGORY_LABEL: Record<LynchCategory, string> = {
  slow_grower: 'Slow grower',
  stalwart: 'Stalwart',
  fast_grower: 'Fast grower',
  cyclical: 'Cyclical',
  turnaround: 'Turnaround',
  asset_play: 'Asset play',
};

export interface LynchCategoryResult {
  category: LynchCategory | null;
  reason: string;
}

function priceToBook(m: Metrics): number | null {
  // Per-share figures against the price are on today's share count (context/perShareBasis.ts).
  const bvps = onTodaysShares(m.ctx.perShare, m.ctx.latest?.bvps ?? null);
  return bvps === null ? null : safeDivide(m.ctx.price?.price ?? null, bvps, { positiveDenominator: true });
}

export function lynchCategory(m: Metrics): LynchCategoryResult {
  const latest = m.ctx.latest;
  const profit = latest?.y.netProfit ?? null;
  if (latest !== null && profit !== null && profit > 0) {
    const losses = lastYears(m.ctx, 5).filter((v) => v !== latest && v.y.netProfit !== null && v.y.netProfit < 0);
    if (losses.length > 0) return { category: 'turnaround', reason: `a loss in ${joinList(losses.map((v) => v.label))}, a profit in ${latest.label}` };
  }
  const g = m.growth;
  if (isCyclical(g))
    return {
      category: 'cyclical',
      reason: `sales fell in ${g.salesDownYears} of ${g.salesMeasured} years, with year-on-year swings of ${formatPct(g.salesVolatility ?? 0)}`,
    };
  const pb = priceToBook(m);
  if (pb !== null && pb < L.assetPlayPb) return { category: 'asset_play', reason: `the price is ${formatRatio(pb, 2)} times book value` };
  const eps = g.eps.value;
  if (eps === null) return { category: null, reason: `no category: the 5-year EPS CAGR is unknown (${g.eps.reason ?? 'no figures'})` };
  const category: LynchCategory = eps < L.slowBelow ? 'slow_grower' : eps < L.fastFrom ? 'stalwart' : 'fast_grower';
  return { category, reason: `EPS grew ${formatPct(eps)} a year over 5 years` };
}

/** Dividends per share of the latest year over the current price. */
function dividendYield(m: Metrics): number | null {
  const latest = m.ctx.latest;
  const dps = latest === null ? null : safeDivide(latest.y.dividends, m.ctx.perShare.shares, { positiveDenominator: true });
  return safeDivide(dps, m.ctx.price?.price ?? null, { positiveDenominator: true });
}

function peg(m: Metrics): LensCriterion {
  const price = m.ctx.price?.price ?? null;
  const base = latestWithEps(m.ctx);
  const eps = base?.eps ?? null;
  if (price === null) return notAssessable('peg', 'there is no current share price');
  if (eps === null || eps <= 0) return notAssessable('peg', 'EPS is not positive, so there is no P/E to compare');
  const growth = m.growth.eps;
  if (growth.value === null) return notAssessable('peg', `the 5-year EPS CAGR is unknown (${growth.reason ?? 'no figures'})`);
  const pe = price / eps;
  const yld = dividendYield(m) ?? 0;
  const denominator = (growth.value + yld) * 100;
  const parts = `P/E ${formatRatio(pe)} ÷ (${formatPct(growth.value)} + ${formatPct(yld)})`;
  if (denominator <= 0) return criterion({ id: 'peg', ok: false, figure: `${parts}: growth plus yield is not positive` });
  const value = pe / denominator;
  return criterion({ id: 'peg', ok: value <= L.maxPeg, figure: `${formatRatio(value, 2)} (${parts})`, value });
}

function balanceSheet(m: Metrics): LensCriterion {
  if (isFinancial(m.ctx)) return notAssessable('debt_to_equity', "a lender's borrowings are its raw material");
  const latest = m.ctx.latest;
  const de = latest?.debtToEquity ?? null;
  if (latest === null || de === null) return notAssessable('debt_to_equity', 'borrowings or a positive net worth unknown');
  return criterion({ id: 'debt_to_equity', ok: de <= L.maxDebtToEquity, figure: `${formatRatio(de, 2)} (${latest.label})`, value: de });
}

export function lynchLens(m: Metrics): InvestorLens {
  const { category, reason } = lynchCategory(m);
  return buildLens('lynch', [peg(m), balanceSheet(m)], {
    category,
    category_label: category === null ? null : LYNCH_CATEGORY_LABEL[category],
    category_reason: reason,
  });
}

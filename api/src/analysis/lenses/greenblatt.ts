import { GREENBLATT_RULES, type InvestorLens, type LensCriterion } from 'shared-types/api';
import { type YearView } from '../context/yearMetrics';
import { type Metrics } from '../computedMetrics';
import { formatCrore, formatPct } from '../format';
import { safeDivide } from '../math/growth';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';

/**
 * Joel Greenblatt's magic formula: a high earnings yield (EBIT / enterprise value)
 * and a high return on capital (EBIT / (net working capital + net fixed assets)).
 * He ranks companies on both; the rank within the industry needs the peers, so the
 * engine leaves it to the peer comparison and gives a pass bar of its own for each.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const GB = GREENBLATT_RULES;

export const FINANCIALS_EXCLUDED = 'Greenblatt left out financial companies';
const RANK_NOTE = 'from the peer comparison';

/** Net working capital without cash (Greenblatt's measure), or the trade proxy a Screener export allows. */
export function netWorkingCapital(v: YearView): { value: number; proxy: boolean } | null {
  const y = v.y;
  if (y.currentAssets !== null && y.currentLiabilities !== null) return { value: y.currentAssets - (y.cash ?? 0) - y.currentLiabilities, proxy: false };
  const other = y.otherLiabilities ?? null;
  if (y.receivables !== null && y.inventory !== null && other !== null) return { value: y.receivables + y.inventory - other, proxy: true };
  return null;
}

function earningsYield(m: Metrics, latest: YearView): LensCriterion {
  const price = m.ctx.price?.price ?? null;
  // Today's share count with the price (context/perShareBasis.ts), not one from before a bonus or split.
  const shares = m.ctx.perShare.shares;
  if (price === null || shares === null) return notAssessable('earnings_yield', 'needs the current price and the share count');
  if (latest.ebit === null || latest.y.borrowings === null) return notAssessable('earnings_yield', 'needs EBIT and borrowings');
  const marketCap = price * shares;
  const ev = marketCap + latest.y.borrowings - (latest.y.cash ?? 0);
  const ey = safeDivide(latest.ebit, ev, { positiveDenominator: true });
  if (ey === null) return notAssessable('earnings_yield', 'enterprise value is not positive (cash exceeds market value plus debt)');
  return criterion({
    id: 'earnings_yield',
    ok: ey >= GB.minEarningsYield,
    figure: `${formatPct(ey)} (${formatCrore(latest.ebit)} ÷ ${formatCrore(ev)}, ${latest.label})`,
    value: ey,
    note: latest.y.cash === null ? 'cash unknown, so enterprise value is market value plus borrowings' : null,
  });
}

function returnOnCapital(latest: YearView): LensCriterion {
  const nwc = netWorkingCapital(latest);
  if (latest.ebit === null || latest.y.netBlock === null || nwc === null)
    return notAssessable('return_on_capital', 'needs EBIT, net block and working capital');
  const capital = nwc.value + latest.y.netBlock;
  const roc = safeDivide(latest.ebit, capital, { positiveDenominator: true });
  if (roc === null) return notAssessable('return_on_capital', 'capital (working capital + net block) is not positive');
  return criterion({
    id: 'return_on_capital',
    ok: roc >= GB.minReturnOnCapital,
    figure: `${formatPct(roc)} (${formatCrore(latest.ebit)} ÷ ${formatCrore(capital)}, ${latest.label})`,
    value: roc,
    note: nwc.proxy ? 'working capital: receivables + inventory − other liabilities' : null,
  });
}

export function greenblattLens(m: Metrics): InvestorLens {
  const latest = m.ctx.latest;
  const rank = notAssessable('industry_rank', RANK_NOTE);
  let criteria: LensCriterion[];
  if (isFinancial(m.ctx)) criteria = [notAssessable('earnings_yield', FINANCIALS_EXCLUDED), notAssessable('return_on_capital', FINANCIALS_EXCLUDED), rank];
  else if (latest === null)
    criteria = [notAssessable('earnings_yield', 'no financial statements'), notAssessable('return_on_capital', 'no financial statements'), rank];
  else criteria = [earningsYield(m, latest), returnOnCapital(latest), rank];
  return buildLens('greenblatt', criteria);
}

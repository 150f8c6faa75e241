import { GREENBLATT_RULES, type InvestorLensV2, type LensCriterionV2 } from 'shared-types/api';
import { type YearView } from '../context/yearMetrics';
import { type Metrics } from '../computedMetrics';
import { safeDivide } from '../math/growth';
import { figure, reason } from '../v2/figure';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';

/**
 * Joel Greenblatt's magic formula: a high earnings yield (EBIT / enterprise value)
 * and a high return on capital (EBIT / (net working capital + net fixed assets)).
 * He ranks companies on both; the rank within the industry needs the peers, so the
 * engine leaves it to the peer comparison and gives a pass bar of its own for each.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const GB = GREENBLATT_RULES;

/** Net working capital without cash (Greenblatt's measure), or the trade proxy a Screener export allows. */
export function netWorkingCapital(v: YearView): { value: number; proxy: boolean } | null {
  const y = v.y;
  if (y.currentAssets !== null && y.currentLiabilities !== null) return { value: y.currentAssets - (y.cash ?? 0) - y.currentLiabilities, proxy: false };
  const other = y.otherLiabilities ?? null;
  if (y.receivables !== null && y.inventory !== null && other !== null) return { value: y.receivables + y.inventory - other, proxy: true };
  return null;
}

function earningsYield(m: Metrics, latest: YearView): LensCriterionV2 {
  const price = m.ctx.price?.price ?? null;
  // Today's share count with the price (context/perShareBasis.ts), not one from before a bonus or split.
  const shares = m.ctx.perShare.shares;
  if (price === null || shares === null) return notAssessable('earnings_yield', reason('lens.greenblatt.price_or_shares_unknown'));
  if (latest.ebit === null || latest.y.borrowings === null) return notAssessable('earnings_yield', reason('lens.greenblatt.ebit_or_borrowings_unknown'));
  const marketCap = price * shares;
  const ev = marketCap + latest.y.borrowings - (latest.y.cash ?? 0);
  const ey = safeDivide(latest.ebit, ev, { positiveDenominator: true });
  if (ey === null) return notAssessable('earnings_yield', reason('lens.greenblatt.enterprise_value_not_positive'));
  return criterion({
    id: 'earnings_yield',
    ok: ey >= GB.minEarningsYield,
    figures: { earnings_yield: figure(ey, 'fraction'), ebit: figure(latest.ebit, 'inr_crore', latest.label), enterprise_value: figure(ev, 'inr_crore') },
    reason: latest.y.cash === null ? reason('lens.greenblatt.cash_unknown') : null,
  });
}

function returnOnCapital(latest: YearView): LensCriterionV2 {
  const nwc = netWorkingCapital(latest);
  if (latest.ebit === null || latest.y.netBlock === null || nwc === null)
    return notAssessable('return_on_capital', reason('lens.greenblatt.capital_inputs_unknown'));
  const capital = nwc.value + latest.y.netBlock;
  const roc = safeDivide(latest.ebit, capital, { positiveDenominator: true });
  if (roc === null) return notAssessable('return_on_capital', reason('lens.greenblatt.capital_not_positive'));
  return criterion({
    id: 'return_on_capital',
    ok: roc >= GB.minReturnOnCapital,
    figures: { return_on_capital: figure(roc, 'fraction'), ebit: figure(latest.ebit, 'inr_crore', latest.label), capital: figure(capital, 'inr_crore') },
    reason: nwc.proxy ? reason('lens.greenblatt.working_capital_proxy') : null,
  });
}

export function greenblattLens(m: Metrics): InvestorLensV2 {
  const latest = m.ctx.latest;
  const rank = notAssessable('industry_rank', reason('lens.greenblatt.rank_from_peers'));
  const excluded = reason('lens.greenblatt.financials_excluded');
  const none = reason('lens.no_statements');
  let criteria: LensCriterionV2[];
  if (isFinancial(m.ctx)) criteria = [notAssessable('earnings_yield', excluded), notAssessable('return_on_capital', excluded), rank];
  else if (latest === null) criteria = [notAssessable('earnings_yield', none), notAssessable('return_on_capital', none), rank];
  else criteria = [earningsYield(m, latest), returnOnCapital(latest), rank];
  return buildLens('greenblatt', criteria);
}

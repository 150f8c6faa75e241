import { type PeerFiguresV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { safeDivide } from '../math/growth';
import { computeMarketFigures } from '../metrics/marketFigures';

/**
 * The figures peer groups are built from that no other part carries (shared-types v2/peerFigures.ts),
 * so grouping a whole universe never reopens anyone's facts. Lenders report ROE and the capital
 * cushion (net worth / total assets) where industrials report ROCE and debt / equity, and have no
 * Greenblatt figures (EBIT means nothing for a bank). Greenblatt's return on capital is EBIT / (net
 * working capital + net block), working capital being current assets − current liabilities, or,
 * when the statements lack those, receivables + inventory − payables and provisions (other liabilities).
 */

const positive = (x: number | null): number | null => (x !== null && x > 0 ? x : null);

function greenblatt(a: Analysis): { earningsYield: number | null; roc: number | null } {
  const { ctx } = a;
  const latest = ctx.latest;
  const y = latest?.y;
  if (ctx.isLender || latest === null || y === undefined || latest.ebit === null) return { earningsYield: null, roc: null };
  // Company-level quotients of today's market capitalisation (metrics/marketFigures.ts), never close ÷ a pre-split EPS.
  const marketCap = computeMarketFigures(ctx)?.marketCap ?? null;
  const ev = marketCap !== null && y.borrowings !== null ? marketCap + y.borrowings - (y.cash ?? 0) : null;
  const workingCapital =
    y.currentAssets !== null && y.currentLiabilities !== null
      ? y.currentAssets - y.currentLiabilities
      : // Screener-style statements have no current assets or liabilities: trade working capital instead.
        y.receivables !== null && y.inventory !== null
        ? y.receivables + y.inventory - (y.otherLiabilities ?? 0)
        : null;
  const tangible = workingCapital !== null && y.netBlock !== null ? workingCapital + y.netBlock : null;
  return { earningsYield: safeDivide(latest.ebit, positive(ev)), roc: safeDivide(latest.ebit, positive(tangible)) };
}

/** The entry when the figure is known and finite, else nothing. */
function known<K extends keyof PeerFiguresV2>(key: K, x: number | null | undefined): Partial<PeerFiguresV2> {
  return x === null || x === undefined || !Number.isFinite(x) ? {} : { [key]: x + 0 };
}

export function buildPeerFiguresV2(a: Analysis): PeerFiguresV2 {
  const { ctx, growth, returns } = a;
  const latest = ctx.latest;
  const g = greenblatt(a);
  return {
    ...known('return_on_capital', ctx.isLender ? latest?.roe : latest?.roce.value),
    ...known('sales_cagr_5y', growth.sales.value),
    ...known('leverage', ctx.isLender ? returns.equityToAssets : latest?.debtToEquity),
    ...known('earnings_yield', g.earningsYield),
    ...known('greenblatt_roc', g.roc),
  };
}

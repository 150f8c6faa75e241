import { type PeerFigures } from 'shared-types/api';
import { type Analysis } from './analyse';
import { round, safeDivide } from './math/growth';
import { computeMarketFigures } from './metrics/marketFigures';

/**
 * The compact figures the peer-comparison job reads for each company (stored with
 * the analysis as `analysis_meta.peer_figures`), so grouping a whole universe never
 * reopens anyone's facts. Lenders report ROE and the capital cushion (net worth /
 * total assets) where industrials report ROCE and debt / equity, and have no
 * Greenblatt figures (EBIT means nothing for a bank). Greenblatt's return on
 * capital is EBIT / (net working capital + net block), working capital being
 * current assets − current liabilities, or, when the statements lack those,
 * receivables + inventory − payables and provisions (other liabilities).
 */
export function buildPeerFigures(a: Analysis, score: number | null): PeerFigures {
  const { ctx, growth, returns } = a;
  const latest = ctx.latest;
  const price = ctx.price?.price ?? null;
  // Company-level quotients of today's market capitalisation (metrics/marketFigures.ts), never close ÷ a pre-split EPS.
  const market = computeMarketFigures(ctx);
  const marketCap = market?.marketCap ?? null;
  const positive = (x: number | null): number | null => (x !== null && x > 0 ? x : null);
  const y = latest?.y;
  let earningsYield: number | null = null;
  let greenblattRoc: number | null = null;
  if (!ctx.isLender && latest !== null && y !== undefined && latest.ebit !== null) {
    const ev = marketCap !== null && y.borrowings !== null ? marketCap + y.borrowings - (y.cash ?? 0) : null;
    earningsYield = safeDivide(latest.ebit, positive(ev));
    const workingCapital =
      y.currentAssets !== null && y.currentLiabilities !== null
        ? y.currentAssets - y.currentLiabilities
        : // Screener-style statements have no current assets or liabilities: trade working capital instead.
          y.receivables !== null && y.inventory !== null
          ? y.receivables + y.inventory - (y.otherLiabilities ?? 0)
          : null;
    const tangible = workingCapital !== null && y.netBlock !== null ? workingCapital + y.netBlock : null;
    greenblattRoc = safeDivide(latest.ebit, positive(tangible));
  }
  const r = (x: number | null | undefined, dp: number): number | null => (x === null || x === undefined || !Number.isFinite(x) ? null : round(x, dp));
  return {
    price: r(price, 2),
    market_cap_crore: r(marketCap, 2),
    sales_crore: r(y?.sales ?? null, 2),
    pe: r(market?.pe, 2),
    pb: r(market?.pb, 2),
    return_on_capital: r(ctx.isLender ? (latest?.roe ?? null) : (latest?.roce.value ?? null), 4),
    sales_cagr_5y: r(growth.sales.value, 4),
    leverage: r(ctx.isLender ? returns.equityToAssets : (latest?.debtToEquity ?? null), 4),
    earnings_yield: r(earningsYield, 4),
    greenblatt_roc: r(greenblattRoc, 4),
    score,
  };
}

import { type PeerFigures, type ResearchV2 } from 'shared-types/api';
import { roundedOrNull as r } from './figures';

/**
 * v1's `analysis_meta.peer_figures`, which the peer-comparison job reads for each company, from the
 * v2 document: the price and score from the summary, market capitalisation, P/E and P/B from the
 * market figures, the latest year's sales from the revenue chart, the rest from peer_figures
 * (api/src/analysis/v2/peerFigures.ts says what each is).
 */

/** The latest fiscal year's sales: the revenue chart's value for the last of its years (a TTM point comes after them). */
function latestSales(doc: ResearchV2): number | null {
  const years = doc.charts.years.length;
  return years === 0 ? null : (doc.charts.series.revenue_growth[years - 1] ?? null);
}

export function renderPeerFiguresV1(doc: ResearchV2): PeerFigures {
  const market = doc.key_figures.market;
  const p = doc.peer_figures;
  return {
    price: r(doc.summary.price?.value, 2),
    market_cap_crore: r(market?.market_cap_crore, 2),
    sales_crore: r(latestSales(doc), 2),
    pe: r(market?.pe, 2),
    pb: r(market?.pb, 2),
    return_on_capital: r(p.return_on_capital, 4),
    sales_cagr_5y: r(p.sales_cagr_5y, 4),
    leverage: r(p.leverage, 4),
    earnings_yield: r(p.earnings_yield, 4),
    greenblatt_roc: r(p.greenblatt_roc, 4),
    score: doc.summary.score,
  };
}

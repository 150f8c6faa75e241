import { type MarketFigure } from 'shared-types/api';
import { type Context } from '../context/buildContext';
import { round, safeDivide } from '../math/growth';

/**
 * Market capitalisation, P/E, P/B and dividend yield as of the current close
 * (api/src/analysis/README.md, 'Market figures'). Every ratio is a company-level
 * quotient — market capitalisation over profit, net worth or dividends — so a
 * split or bonus between the statements and the close cannot distort it as
 * close ÷ a pre-split EPS would. Market capitalisation is the close times
 * today's share count from the exchange when the two are dated within a week
 * of each other (a split between them would make the product wrong), else
 * times the latest statements' share count, and says which.
 */

export interface MarketFigures {
  price: number;
  priceAsOf: string;
  /** Crore shares; null when neither the exchange nor the statements give a count. */
  shares: number | null;
  sharesAsOf: string | null;
  sharesFrom: 'exchange' | 'statements' | null;
  /** ₹ crore. */
  marketCap: number | null;
  /** The profit the P/E divides by: the trailing twelve months when newer than the last year, else the last year. */
  earnings: { value: number; label: string } | null;
  pe: number | null;
  pb: number | null;
  /** Fraction: the last year's dividends over market capitalisation. */
  dividendYield: number | null;
  weekRange: { high: number; low: number; asOf: string } | null;
}

const positive = (x: number | null | undefined): number | null => (x !== null && x !== undefined && x > 0 ? x : null);

/** Null without a current price. */
export function computeMarketFigures(ctx: Context): MarketFigures | null {
  const price = ctx.price;
  if (price === null) return null;
  const latest = ctx.latest;
  // The one share count for figures against the price (context/perShareBasis.ts).
  const { shares, from: sharesFrom, asOf: sharesAsOf } = ctx.perShare;
  const marketCap = shares === null ? null : price.price * shares;
  const ttm = ctx.ttm;
  const earnings =
    ttm !== null ? { value: ttm.netProfit, label: ttm.label } : latest?.y.netProfit != null ? { value: latest.y.netProfit, label: latest.label } : null;
  const netWorth = latest !== null && latest.y.equity !== null && latest.y.reserves !== null ? latest.y.equity + latest.y.reserves : null;
  const range = ctx.market?.weekRange ?? null;
  return {
    price: price.price,
    priceAsOf: price.date,
    shares,
    sharesAsOf,
    sharesFrom,
    marketCap,
    earnings,
    // A loss or a negative net worth gives no meaningful multiple.
    pe: marketCap === null ? null : safeDivide(marketCap, positive(earnings?.value)),
    pb: marketCap === null ? null : safeDivide(marketCap, positive(netWorth)),
    dividendYield: marketCap === null || latest?.y.dividends == null ? null : safeDivide(latest.y.dividends, positive(marketCap)),
    // A range from another day than the close is still the latest the exchange published; it carries its own date.
    weekRange: range,
  };
}

const r = (x: number | null, dp: number): number | null => (x === null || !Number.isFinite(x) ? null : round(x, dp));

/** The payload's `analysis_meta.figures.market`. */
export function marketFigure(m: MarketFigures | null): MarketFigure | null {
  if (m === null) return null;
  return {
    price: m.price,
    price_as_of: m.priceAsOf,
    shares_crore: r(m.shares, 4),
    shares_as_of: m.sharesAsOf,
    shares_source: m.sharesFrom,
    market_cap_crore: r(m.marketCap, 2),
    pe: r(m.pe, 2),
    earnings_period: m.earnings?.label ?? null,
    pb: r(m.pb, 2),
    dividend_yield: r(m.dividendYield, 4),
    week_high: m.weekRange?.high ?? null,
    week_low: m.weekRange?.low ?? null,
    week_range_as_of: m.weekRange?.asOf ?? null,
  };
}

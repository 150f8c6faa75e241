import { type PRICE_SOURCES } from 'shared-types/api';
import { type StoredPriceRow } from '../db/priceHistoryRepository';

export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The contract's name for where a stored price came from: the exchange when the row says, else its source. */
export function priceSourceOf(row: Pick<StoredPriceRow, 'source' | 'exchange'>): PriceSource {
  if (row.exchange === 'NSE') return 'nse';
  if (row.exchange === 'BSE') return 'bse';
  switch (row.source) {
    case 'live_price':
      return 'live';
    case 'screener':
      return 'screener';
    case 'demo':
      return 'demo';
    default:
      return 'other';
  }
}

/**
 * Which of two prices of one day the page shows (docs/company-page.md): an exact date before an
 * approximate one, then NSE, BSE, the live provider, a Screener export, the demo universe, anything
 * else; last, the source's name, so the choice never depends on row order.
 */
const RANK: Readonly<Record<PriceSource, number>> = { nse: 0, bse: 1, live: 2, screener: 3, demo: 4, other: 5 };

export function comparePriceRows(a: StoredPriceRow, b: StoredPriceRow): number {
  if (a.approximate !== b.approximate) return a.approximate ? 1 : -1;
  const byRank = RANK[priceSourceOf(a)] - RANK[priceSourceOf(b)];
  if (byRank !== 0) return byRank;
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}

/**
 * The latest stored price, the one the analysis calls current (docs/company-page.md, 'Key figures'):
 * the newest day and, on that day, an approximate price before a close. An approximate price is
 * from that day or later (a Screener export's own price, dated by its latest period), so beside the
 * day's close it is the newer of the two; the engine orders its prices the same way (by day, exact
 * before approximate) and takes the last. Otherwise the preferred row of the day (comparePriceRows).
 */
export function latestPriceRow(rows: readonly StoredPriceRow[]): StoredPriceRow | null {
  let best: StoredPriceRow | null = null;
  for (const row of rows) {
    if (best === null || row.as_of > best.as_of || (row.as_of === best.as_of && isLaterOrPreferred(row, best))) best = row;
  }
  return best;
}

function isLaterOrPreferred(row: StoredPriceRow, than: StoredPriceRow): boolean {
  if (row.approximate !== than.approximate) return row.approximate;
  return comparePriceRows(row, than) < 0;
}

import { type StoredPriceRow } from '../../db/priceHistoryRepository';

/** A stored NSE close from the bhavcopy, or another source's with `extra`. */
export const priceRow = (as_of: string, price: number, extra: Partial<StoredPriceRow> = {}): StoredPriceRow => ({
  price,
  as_of,
  source: 'bhavcopy',
  exchange: 'NSE',
  approximate: false,
  ...extra,
});

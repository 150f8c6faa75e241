import { type IsoDate } from '../records';
import { type BhavcopyRow } from './bhavcopyCsv';
import { generatedIsin } from './isins';
import { type NseListRow } from './nseListCsv';

/**
 * Deterministic large fixtures for the ingest benchmark and the parsers'
 * speed checks: no randomness, so every run parses the same bytes.
 */

const SERIES_CYCLE = ['EQ', 'EQ', 'EQ', 'EQ', 'EQ', 'EQ', 'EQ', 'BE', 'EQ', 'BZ'];

/** n listings with distinct symbols (some with & and -) and valid, distinct ISINs. */
export function generatedNseList(n: number): NseListRow[] {
  return Array.from({ length: n }, (_, i) => {
    const code = i.toString(36).toUpperCase().padStart(4, '0');
    const symbol = i % 50 === 7 ? `GEN${code}&CO` : i % 50 === 13 ? `GEN-${code}` : `GEN${code}`;
    const year = 1995 + (i % 30);
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      symbol,
      name: `Generated  Company ${i + 1} Limited`,
      series: SERIES_CYCLE[i % SERIES_CYCLE.length] ?? 'EQ',
      listingDate: `${year}-${month}-${day}`,
      paidUpValue: [1, 2, 5, 10][i % 4] ?? 10,
      marketLot: 1,
      isin: generatedIsin(i + 1),
      faceValue: [1, 2, 5, 10][i % 4] ?? 10,
    };
  });
}

/** One bhavcopy row per listing (same symbol, ISIN and series), with deterministic closes. */
export function generatedBhavcopy(listings: readonly NseListRow[], tradeDate: IsoDate = '2024-07-08'): BhavcopyRow[] {
  return listings.map((listing, i) => ({
    symbol: listing.symbol,
    isin: listing.isin,
    series: listing.series,
    close: 5 + ((i * 7919) % 40000) / 10,
    tradeDate,
    name: listing.name.toUpperCase(),
  }));
}

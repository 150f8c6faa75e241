import { type IsoDate } from '../records';
import { formatDayMonthYear } from '../formats/values';
import { csvText, type CsvTextOptions } from './csvText';

/** One listing as a fixture writes it into EQUITY_L.csv. */
export interface NseListRow {
  symbol: string;
  name: string;
  series: string;
  listingDate: IsoDate | null;
  paidUpValue: number;
  marketLot: number;
  isin: string;
  faceValue: number;
}

/** NSE's header: every name after the first starts with a space. */
export const NSE_LIST_HEADER = ['SYMBOL', ' NAME OF COMPANY', ' SERIES', ' DATE OF LISTING', ' PAID UP VALUE', ' MARKET LOT', ' ISIN NUMBER', ' FACE VALUE'];

/** EQUITY_L.csv text in NSE's layout (DD-MON-YYYY dates, unquoted fields). */
export function nseListCsv(rows: readonly NseListRow[], options: CsvTextOptions = {}): string {
  return csvText(
    NSE_LIST_HEADER,
    rows.map((row) => [
      row.symbol,
      row.name,
      row.series,
      row.listingDate === null ? '' : formatDayMonthYear(row.listingDate),
      row.paidUpValue,
      row.marketLot,
      row.isin,
      row.faceValue,
    ]),
    options,
  );
}

/** A plausible listing; override what a test is about. */
export function nseListRow(overrides: Partial<NseListRow> = {}): NseListRow {
  return {
    symbol: 'RELIANCE',
    name: 'Reliance Industries Limited',
    series: 'EQ',
    listingDate: '1995-11-29',
    paidUpValue: 10,
    marketLot: 1,
    isin: 'INE002A01018',
    faceValue: 10,
    ...overrides,
  };
}

import { type EndOfDayPrice, type SkippedRow } from '../../records';
import { CsvRecord, readCsv } from '../csvTable';
import { type DayHints, requiredDay } from './dailyDates';
import { expectColumns, PRICE_DATA_COLUMNS } from './dailyHeaders';
import { type DailyFile, type UnadjustedHighLowRow } from './dailyRecords';
import { isEquitySeries, NOT_EQUITY, optionalValue } from './dailyRows';

/**
 * pdDDMMYYYY.csv: the day's prices with the unadjusted 52-week high and low. The
 * indices come first (MKT 'Y', no series or symbol), then the securities in
 * sections (NIFTY 50, NIFTY Next 50, …, ETFs) whose headings are rows with only a
 * SECURITY; numbers are space-padded. The rows carry no date: the name gives it
 * (or --trade-date). A security without a close did not trade: it is skipped, like
 * the rows that are not equity; a negative or non-numeric close refuses the file,
 * as in a bhavcopy.
 */

type Column = (typeof PRICE_DATA_COLUMNS)[number];
export type PriceDataFile = Extract<DailyFile, { kind: 'price_data' }>;

export function parsePriceData(text: string, file: string, hints: DayHints): PriceDataFile {
  const tradeDate = requiredDay(file, hints, null, 'pd16122025.csv');
  const table = readCsv(text, file);
  const columns = expectColumns(table, 'price_data', PRICE_DATA_COLUMNS);
  const prices: EndOfDayPrice[] = [];
  const unadjustedHighLow: UnadjustedHighLowRow[] = [];
  const skipped: SkippedRow[] = [];
  const pricedOn = new Map<string, number>();
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    const priced = readPriced(record, pricedOn);
    if (typeof priced === 'string') {
      skipped.push({ line: record.line, reason: priced });
      continue;
    }
    const { symbol, series, close } = priced;
    pricedOn.set(symbol, record.line);
    prices.push({ isin: '', symbol, bseCode: null, exchange: 'NSE', series, close, tradeDate, line: record.line });
    const high = optionalValue(record, 'HI_52_WK');
    const low = optionalValue(record, 'LO_52_WK');
    if (high !== null && low !== null && low > 0 && high >= low) {
      unadjustedHighLow.push({ symbol, series, high, low, line: record.line });
    } else {
      skipped.push({ line: record.line, reason: 'no usable 52-week high and low (its close is kept)' });
    }
  }
  return { kind: 'price_data', name: file, tradeDate, prices, unadjustedHighLow, skipped };
}

/** An equity security's close, or why the row gives none (reasons stable, so a summary groups them). */
function readPriced(record: CsvRecord<Column>, pricedOn: ReadonlyMap<string, number>): { symbol: string; series: string; close: number } | string {
  if (record.text('MKT').toUpperCase() === 'Y') return 'an index, not a security';
  const symbol = record.text('SYMBOL');
  if (symbol === '') return 'a section heading, not a security';
  const series = record.text('SERIES').toUpperCase();
  if (!isEquitySeries(series)) return NOT_EQUITY;
  const close = optionalValue(record, 'CLOSE_PRICE');
  if (close === null || close === 0) return 'no close (the security did not trade)';
  if (close < 0) throw record.error('CLOSE_PRICE', `${close} is not a positive price`);
  const earlier = pricedOn.get(symbol);
  if (earlier !== undefined) return `${symbol} already has a price on line ${earlier}`;
  return { symbol, series, close };
}

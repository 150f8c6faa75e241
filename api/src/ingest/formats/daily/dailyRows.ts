import { type IsoDate } from '../../records';
import { LAYOUTS } from '../bhavcopyLayouts';
import { type CsvRecord } from '../csvTable';
import { parseDayMonthYear, parseDecimal, parseIsoDate } from '../values';

/** Values every daily file writes the same way: the equity series, dates, '-' for nothing. */

/** The series the bhavcopy keeps (EQ, BE, BZ); the daily files keep the same. */
export const EQUITY_SERIES = LAYOUTS.nse_full.kept;

/** The bhavcopy's reason, word for word, so a summary groups both alike. */
export const NOT_EQUITY = `not an equity series (kept: ${EQUITY_SERIES.join(', ')})`;

export function isEquitySeries(series: string): boolean {
  return EQUITY_SERIES.includes(series.toUpperCase());
}

/** The trimmed value, with NSE's '-' for "none" read as blank. */
export function valueOrBlank<Column extends string>(record: CsvRecord<Column>, column: Column): string {
  const value = record.text(column);
  return value === '-' ? '' : value;
}

/**
 * A date in any of the daily files' styles: '2025-12-19' (bc), '23-JUL-2025' (the
 * 52-week file, and older bc files), '16 DEC 2025' (mcap). Null when the text is none.
 */
export function parseNseDate(text: string): IsoDate | null {
  const value = text.trim();
  return parseIsoDate(value) ?? parseDayMonthYear(value.replace(/\s+/g, '-'));
}

/** A date column that may be blank or '-' (null); anything else must be a date. */
export function optionalDate<Column extends string>(record: CsvRecord<Column>, column: Column): IsoDate | null {
  const value = valueOrBlank(record, column);
  if (value === '') return null;
  const date = parseNseDate(value);
  if (date === null) throw record.error(column, `"${value}" is not a date (YYYY-MM-DD, DD-MON-YYYY or DD MON YYYY)`);
  return date;
}

/** A number column that may be blank or '-' (null); anything else must be a number. */
export function optionalValue<Column extends string>(record: CsvRecord<Column>, column: Column): number | null {
  const value = valueOrBlank(record, column);
  if (value === '') return null;
  const number = parseDecimal(value);
  if (number === null) throw record.error(column, `"${value}" is not a number`);
  return number;
}

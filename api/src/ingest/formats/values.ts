import { type IsoDate } from '../records';

/**
 * Cell values shared by every format: decimals with or without thousands
 * separators, and the two date styles the exchanges write. Each returns null
 * for text it does not recognise, so the caller can name the line and column.
 */

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Indian (1,23,45,678.5) or western (12,345,678.5) grouping; the last group always has three digits. */
const GROUPED_DECIMAL = /^[+-]?\d{1,3}(?:,\d{2})*(?:,\d{3})+(?:\.\d+)?$/;

/**
 * '1234.5', '1,23,456.5' or '123,456.5' → the number; null for anything else
 * ('', '-', 'NA', '12abc', '1,2,3', '1e5'). Commas can only reach us inside a
 * quoted CSV field or a text cell, so accepting grouped numbers never splits a row.
 */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (PLAIN_DECIMAL.test(value)) return Number(value);
  if (GROUPED_DECIMAL.test(value)) return Number(value.replaceAll(',', ''));
  return null;
}

/** 'YYYY-MM-DD' from calendar parts, or null when the parts are not a real date (31 Feb). */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2024-07-01' → itself when it is a real date; null otherwise. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = ISO_DATE.exec(text.trim());
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_MONTH_YEAR = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;

/**
 * NSE's DD-MON-YYYY ('06-OCT-2008', also in the legacy bhavcopy's TIMESTAMP) → '2008-10-06'.
 * The month's case is not checked; a two-digit year ('06-Oct-08', what Excel writes
 * when it re-saves the file) is refused, since the century would be a guess.
 */
export function parseDayMonthYear(text: string): IsoDate | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf((match[2] ?? '').toUpperCase()) + 1;
  return month === 0 ? null : isoDate(Number(match[3]), month, Number(match[1]));
}

/** '2008-10-06' → '06-OCT-2008', for writing fixtures in NSE's layout. */
export function formatDayMonthYear(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Runs of spaces, tabs or line breaks become one space; ends trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

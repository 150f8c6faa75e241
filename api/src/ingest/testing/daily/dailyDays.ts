import { type IsoDate } from '../../records';
import { formatDayMonthYear } from '../../formats/values';

/** How the daily files write a day: in their names, and in their rows. */

/** '2025-12-16' → '16122025', as in pd16122025.csv. */
export function ddmmyyyy(day: IsoDate): string {
  const [year, month, date] = day.split('-');
  return `${date}${month}${year}`;
}

/** '2025-12-16' → '16 DEC 2025', as mcap writes its dates. */
export function spacedDay(day: IsoDate): string {
  return formatDayMonthYear(day).replaceAll('-', ' ');
}

/** '2025-12-16' → '16-Dec-2025', as the 52-week file's 'Effective for' line writes it. */
export function titleCaseDay(day: IsoDate): string {
  return formatDayMonthYear(day).replace(/-([A-Z])([A-Z]{2})-/, (_match, first: string, rest: string) => `-${first}${rest.toLowerCase()}-`);
}

/** An ISO day as '23-JUL-2025'; any other text ('-', 'abc') as written, for a test's bad value. */
export function upperCaseDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDayMonthYear(day) : day;
}

/** A number right-aligned with two decimals as NSE pads them; text as given, padded the same. */
export function padded(value: number | string, width: number): string {
  return (typeof value === 'number' ? value.toFixed(2) : value).padStart(width);
}

import { IngestFormatError } from '../../records';
import { parseBhavcopy } from '../bhavcopy';
import { type DayHints, requiredDay } from './dailyDates';
import { describeKind } from './dailyHeaders';
import { type DailyFile } from './dailyRecords';

/**
 * sec_bhavdata_full_DDMMYYYY.csv, read by the bhavcopy parser (its nse_full layout);
 * here only its day is checked against the name and --trade-date.
 */

export type FullBhavcopyFile = Extract<DailyFile, { kind: 'full_bhavcopy' }>;

export function parseFullBhavcopy(bytes: Uint8Array, file: string, hints: DayHints): FullBhavcopyFile {
  const { layout, rows, skipped } = parseBhavcopy(bytes, file);
  if (layout !== 'nse_full') {
    throw new IngestFormatError(
      { file, line: 1 },
      `not ${describeKind('full_bhavcopy')}: its header is the ${layout} layout's (expected SYMBOL, SERIES, DATE1, …, CLOSE_PRICE, …)`,
    );
  }
  const first = rows[0];
  const inFile = first === undefined ? null : { date: first.tradeDate, by: `its DATE1 (line ${first.line})` };
  return { kind: 'full_bhavcopy', name: file, tradeDate: requiredDay(file, hints, inFile, 'sec_bhavdata_full_16122025.csv'), prices: rows, skipped };
}

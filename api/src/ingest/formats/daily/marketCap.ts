import { type IsoDate, type SkippedRow } from '../../records';
import { CsvRecord, readCsv } from '../csvTable';
import { parseDecimal } from '../values';
import { type DatedBy, type DayHints, requiredDay } from './dailyDates';
import { expectColumns, MARKET_CAP_COLUMNS } from './dailyHeaders';
import { type DailyFile, type IssueSizeRow } from './dailyRecords';
import { isEquitySeries, NOT_EQUITY, optionalDate, parseNseDate, valueOrBlank } from './dailyRows';

/**
 * mcapDDMMYYYY.csv: the issue size (shares outstanding) of every listed and
 * permitted security. Names and numbers are space-padded, the header's last name
 * too; dates are '16 DEC 2025'. The file ends with three total lines (Listed,
 * Permitted, Total) that have no series. Its close is the latest available price,
 * not the day's close, so it is never read: the bhavcopy has the closes.
 */

type Column = (typeof MARKET_CAP_COLUMNS)[number];
export type MarketCapFile = Extract<DailyFile, { kind: 'market_cap' }>;

const TOTAL_LINE = 'a total line (Listed, Permitted or Total), not a security';
const NO_ISSUE_SIZE = 'no issue size (blank, zero or not a share count)';

export function parseMarketCap(text: string, file: string, hints: DayHints): MarketCapFile {
  const table = readCsv(text, file);
  const columns = expectColumns(table, 'market_cap', MARKET_CAP_COLUMNS);
  const rows: IssueSizeRow[] = [];
  const skipped: SkippedRow[] = [];
  const listedOn = new Map<string, number>();
  let fileDay: DatedBy | null = null;
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    const tradeDate = readTradeDate(record);
    fileDay ??= { date: tradeDate, by: `its Trade Date (line ${record.line})` };
    if (tradeDate !== fileDay.date) throw record.error('Trade Date', `${tradeDate} differs from ${fileDay.by}, ${fileDay.date}; the file holds one day`);
    const series = record.text('Series').toUpperCase();
    const reason = series === '' ? TOTAL_LINE : !isEquitySeries(series) ? NOT_EQUITY : null;
    if (reason !== null) {
      skipped.push({ line: record.line, reason });
      continue;
    }
    const symbol = record.required('Symbol');
    const issueSize = shareCount(record.text('Issue Size'));
    const earlier = listedOn.get(symbol);
    if (issueSize === null || earlier !== undefined) {
      skipped.push({ line: record.line, reason: issueSize === null ? NO_ISSUE_SIZE : `${symbol} already has an issue size on line ${earlier}` });
      continue;
    }
    listedOn.set(symbol, record.line);
    rows.push({
      symbol,
      series,
      tradeDate,
      lastTradeDate: readLastTradeDate(record),
      faceValue: record.optionalNumber('Face Value(Rs.)'),
      issueSize,
      line: record.line,
    });
  }
  return { kind: 'market_cap', name: file, tradeDate: requiredDay(file, hints, fileDay, 'mcap16122025.csv'), rows, skipped };
}

function readTradeDate(record: CsvRecord<Column>): IsoDate {
  const value = record.required('Trade Date');
  const date = parseNseDate(value);
  if (date === null) throw record.error('Trade Date', `"${value}" is not a date like 16 DEC 2025`);
  return date;
}

/** Months old for a suspended security; 'Not Traded' for one that never traded. */
function readLastTradeDate(record: CsvRecord<Column>): IsoDate | null {
  return /^not traded$/i.test(valueOrBlank(record, 'Last Trade Date')) ? null : optionalDate(record, 'Last Trade Date');
}

/** A positive whole number of shares, else null (the row is skipped, the file is not refused). */
function shareCount(value: string): number | null {
  const count = parseDecimal(value);
  return count !== null && count > 0 && Number.isInteger(count) ? count : null;
}

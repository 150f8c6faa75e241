import { IngestFormatError, type SkippedRow } from '../../records';
import { CsvRecord, readCsv } from '../csvTable';
import { type DatedBy, type DayHints, requiredDay } from './dailyDates';
import { describeKind, expectColumns, headerLineIndex, WEEK_HIGH_LOW_COLUMNS } from './dailyHeaders';
import { type DailyFile, type WeekHighLowRow } from './dailyRecords';
import { isEquitySeries, NOT_EQUITY, optionalDate, optionalValue, parseNseDate } from './dailyRows';

/**
 * CM_52_wk_High_low_DDMMYYYY.csv: each security's 52-week high and low, adjusted
 * for bonuses, splits and rights (not for demergers). A preamble comes first, a
 * quoted disclaimer and '"Effective for 16-Dec-2025"', so the header is found by
 * its names; every value is quoted and space-padded, dates are '23-JUL-2025', and
 * a security without a range (an iNAV, a partly paid share) has '-' everywhere.
 */

type Column = (typeof WEEK_HIGH_LOW_COLUMNS)[number];
export type WeekHighLowFile = Extract<DailyFile, { kind: 'high_low_52_week' }>;

export function parseWeekHighLow(text: string, file: string, hints: DayHints): WeekHighLowFile {
  const lines = text.split(/\r?\n/);
  const headerIndex = headerLineIndex(lines, WEEK_HIGH_LOW_COLUMNS);
  if (headerIndex < 0) {
    throw new IngestFormatError(
      { file },
      `not ${describeKind('high_low_52_week')}: none of its first lines is the header ${WEEK_HIGH_LOW_COLUMNS.map((name) => `"${name}"`).join(',')}`,
    );
  }
  const asOf = requiredDay(file, hints, effectiveFor(lines.slice(0, headerIndex), file), 'CM_52_wk_High_low_16122025.csv');
  // The preamble is blanked rather than cut, so csv-parse's line numbers stay the file's.
  const table = readCsv(lines.map((line, index) => (index < headerIndex ? '' : line)).join('\n'), file);
  const columns = expectColumns(table, 'high_low_52_week', WEEK_HIGH_LOW_COLUMNS, headerIndex + 1);
  const rows: WeekHighLowRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    const range = readRange(record);
    if (typeof range === 'string') {
      skipped.push({ line: record.line, reason: range });
      continue;
    }
    rows.push({
      symbol: record.required('SYMBOL'),
      series: record.text('SERIES').toUpperCase(),
      asOf,
      high: range.high,
      highDate: optionalDate(record, '52_Week_High_Date'),
      low: range.low,
      lowDate: optionalDate(record, '52_Week_Low_DT'),
      line: record.line,
    });
  }
  return { kind: 'high_low_52_week', name: file, asOf, rows, skipped };
}

/** The adjusted high and low, or why the row is skipped. */
function readRange(record: CsvRecord<Column>): { high: number; low: number } | string {
  if (!isEquitySeries(record.text('SERIES'))) return NOT_EQUITY;
  const high = optionalValue(record, 'Adjusted_52_Week_High');
  const low = optionalValue(record, 'Adjusted_52_Week_Low');
  if (high === null || low === null || high <= 0 || low <= 0) return 'no 52-week high or low';
  if (high < low) return 'the 52-week high is below the low';
  return { high, low };
}

/** The day of the preamble's '"Effective for 16-Dec-2025"' line; null when there is none. */
function effectiveFor(preamble: readonly string[], file: string): DatedBy | null {
  for (const [index, line] of preamble.entries()) {
    const match = /Effective for\s+([^",]*)/i.exec(line);
    if (!match) continue;
    const date = parseNseDate(match[1] ?? '');
    if (date === null) throw new IngestFormatError({ file, line: index + 1 }, `"${line.replaceAll('"', '').trim()}" does not give a date like 16-Dec-2025`);
    return { date, by: `its 'Effective for' line (line ${index + 1})` };
  }
  return null;
}

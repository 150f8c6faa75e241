import { type BhavcopyLayout, type EndOfDayPrice, IngestFormatError, type IsoDate, type ParseResult, type SkippedRow } from '../records';
import { bhavcopyText } from './bhavcopyArchive';
import { CsvRecord, type CsvTable, locateColumns, readCsv, valueError } from './csvTable';
import { isinProblem } from './isin';
import { parseDayMonthYear, parseIsoDate } from './values';

/**
 * End-of-day prices from a bhavcopy (design note §4), in one of three layouts:
 * - nse_udiff: NSE's UDiFF file (since July 2024), 34 columns read by name;
 * - bse_udiff: BSE's file with the same header; told from NSE's by the Src
 *   column ('NSE' or 'BSE'), or by 'NSE'/'BSE' in the file name when Src is blank;
 * - nse_legacy: NSE's cmDDMONYYYYbhav.csv (until July 2024), whose ISIN column
 *   is read when present; without it isin is '' and the importer joins on symbol.
 * Only equity series are kept; the rest are skipped with the reason. Every row
 * must carry the same trade date.
 */

interface LayoutColumns {
  tradeDate: string;
  isin: string;
  symbol: string;
  series: string;
  close: string;
}

const UDIFF: LayoutColumns = { tradeDate: 'TradDt', isin: 'ISIN', symbol: 'TckrSymb', series: 'SctySrs', close: 'ClsPric' };
const LEGACY: LayoutColumns = { tradeDate: 'TIMESTAMP', isin: 'ISIN', symbol: 'SYMBOL', series: 'SERIES', close: 'CLOSE' };
const SOURCE_COLUMN = 'Src';

/** NSE: EQ, BE and BZ (design note §2). BSE puts its group in SctySrs: the main-board equity groups are kept, SME (M, MT), debt (F) and government securities (G) are not. */
const KEPT_SERIES: Record<BhavcopyLayout, readonly string[]> = {
  nse_udiff: ['EQ', 'BE', 'BZ'],
  nse_legacy: ['EQ', 'BE', 'BZ'],
  bse_udiff: ['A', 'B', 'T', 'X', 'XT', 'Z', 'ZP'],
};

export function parseBhavcopy(bytes: Uint8Array, file: string): { layout: BhavcopyLayout } & ParseResult<EndOfDayPrice> {
  const source = bhavcopyText(bytes, file);
  const table = readCsv(source.text, source.file);
  const isUdiff = hasColumn(table, UDIFF.symbol) || hasColumn(table, UDIFF.tradeDate);
  if (!isUdiff && !(hasColumn(table, LEGACY.symbol) && hasColumn(table, LEGACY.series))) {
    throw new IngestFormatError(
      { file: table.file, line: 1 },
      'not a bhavcopy: the header has neither the UDiFF columns (TradDt, ISIN, TckrSymb, SctySrs, ClsPric, …) nor the legacy NSE ones (SYMBOL, SERIES, CLOSE, TIMESTAMP, …)',
    );
  }
  const names = isUdiff ? UDIFF : LEGACY;
  const required = isUdiff ? [names.tradeDate, names.isin, names.symbol, names.series, names.close] : [names.symbol, names.series, names.close, names.tradeDate];
  const columns: Partial<Record<string, number>> = locateColumns(table, required, [names.isin, SOURCE_COLUMN]);
  if (table.rows.length === 0) throw new IngestFormatError({ file: table.file, line: 1 }, 'the file has a header but no price rows');
  const layout = isUdiff ? udiffLayout(table, columns[SOURCE_COLUMN], file) : 'nse_legacy';
  return { layout, ...readPrices(table, columns, names, layout) };
}

function readPrices(table: CsvTable, columns: Partial<Record<string, number>>, names: LayoutColumns, layout: BhavcopyLayout): ParseResult<EndOfDayPrice> {
  const rows: EndOfDayPrice[] = [];
  const skipped: SkippedRow[] = [];
  const pricedOn = new Map<string, number>();
  const readTradeDate = tradeDateReader(names.tradeDate, layout);
  let tradeDate: { date: IsoDate; line: number } | null = null;
  for (const row of table.rows) {
    const record = new CsvRecord<string>(table.file, columns, row);
    const date = readTradeDate(record);
    tradeDate ??= { date, line: record.line };
    if (date !== tradeDate.date) {
      throw record.error(names.tradeDate, `${date} differs from ${tradeDate.date} on line ${tradeDate.line}; a bhavcopy holds one trading day`);
    }
    checkSource(record, layout);
    const series = record.text(names.series).toUpperCase();
    if (!KEPT_SERIES[layout].includes(series)) {
      skipped.push({ line: record.line, reason: seriesReason(series, layout) });
      continue;
    }
    const symbol = record.required(names.symbol);
    const isin = record.text(names.isin);
    if (isin === '' && layout !== 'nse_legacy') {
      skipped.push({ line: record.line, reason: `no ISIN for ${symbol}` });
      continue;
    }
    const problem = isin === '' ? null : isinProblem(isin);
    if (problem) throw record.error(names.isin, problem);
    const close = readClose(record, names.close);
    const key = isin || symbol;
    const earlier = pricedOn.get(key);
    if (earlier !== undefined) {
      skipped.push({ line: record.line, reason: `${key} already has a price on line ${earlier}` });
      continue;
    }
    pricedOn.set(key, record.line);
    rows.push({ isin, symbol, series, close, tradeDate: date, line: record.line });
  }
  return { rows, skipped };
}

function hasColumn(table: CsvTable, name: string): boolean {
  return table.header.some((column) => column.toLowerCase() === name.toLowerCase());
}

/** NSE or BSE: the first row's Src decides; a blank Src falls back to the file name. */
function udiffLayout(table: CsvTable, sourceIndex: number | undefined, file: string): BhavcopyLayout {
  const first = table.rows[0];
  const source = sourceIndex === undefined || !first ? '' : (first.fields[sourceIndex] ?? '').trim().toUpperCase();
  if (source === 'NSE') return 'nse_udiff';
  if (source === 'BSE') return 'bse_udiff';
  if (source !== '' && first) throw valueError(table.file, first.line, SOURCE_COLUMN, `"${source}" is neither NSE nor BSE`);
  const fileName = file.split(/[\\/]/).pop() ?? file;
  const nse = /(?:^|[^a-z])nse(?:[^a-z]|$)/i.test(fileName);
  const bse = /(?:^|[^a-z])bse(?:[^a-z]|$)/i.test(fileName);
  if (nse !== bse) return nse ? 'nse_udiff' : 'bse_udiff';
  throw new IngestFormatError(
    { file: table.file, line: 1 },
    'cannot tell an NSE bhavcopy from a BSE one: the Src column is missing or blank and the file name does not name NSE or BSE',
  );
}

function checkSource(record: CsvRecord<string>, layout: BhavcopyLayout): void {
  const source = record.text(SOURCE_COLUMN).toUpperCase();
  const expected = layout === 'bse_udiff' ? 'BSE' : 'NSE';
  if (source !== '' && source !== expected) throw record.error(SOURCE_COLUMN, `"${source}" in a file whose rows come from ${expected}`);
}

/** Reads the trade date, parsing each distinct text once: thousands of rows carry the same date. */
function tradeDateReader(column: string, layout: BhavcopyLayout): (record: CsvRecord<string>) => IsoDate {
  let lastText: string | null = null;
  let lastDate: IsoDate | null = null;
  return (record) => {
    const value = record.required(column);
    if (value !== lastText) {
      lastText = value;
      lastDate = layout === 'nse_legacy' ? parseDayMonthYear(value) : parseIsoDate(value);
    }
    if (lastDate === null) throw record.error(column, `"${value}" is not a ${layout === 'nse_legacy' ? 'DD-MON-YYYY' : 'YYYY-MM-DD'} date`);
    return lastDate;
  };
}

function readClose(record: CsvRecord<string>, column: string): number {
  const close = record.optionalNumber(column);
  if (close === null) throw record.error(column, 'is blank');
  if (close <= 0) throw record.error(column, `${close} is not a positive price`);
  return close;
}

function seriesReason(series: string, layout: BhavcopyLayout): string {
  const kept = KEPT_SERIES[layout].join(', ');
  if (layout === 'bse_udiff') return series === '' ? `no group (kept: ${kept})` : `group ${series} is not a main-board equity group (kept: ${kept})`;
  return series === '' ? `no series (kept: ${kept})` : `series ${series} is not an equity series (kept: ${kept})`;
}

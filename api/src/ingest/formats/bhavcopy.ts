import { type BhavcopyLayout, type BhavcopyOptions, type EndOfDayPrice, IngestFormatError, type IsoDate, type ParseResult, type SkippedRow } from '../records';
import { bhavcopyText } from './bhavcopyArchive';
import { bseLegacyTradeDate, LAYOUTS, layoutFamily, UNKNOWN_LAYOUT, type LayoutSpec } from './bhavcopyLayouts';
import { CsvRecord, type CsvTable, locateColumns, readCsv, valueError } from './csvTable';
import { isinProblem } from './isin';
import { parseDayMonthYear, parseIsoDate } from './values';

/**
 * End-of-day prices from a bhavcopy (layouts in bhavcopyLayouts.ts): NSE and
 * BSE UDiFF, NSE's legacy file and its sec_bhavdata_full, and BSE's legacy
 * EQDDMMYY.CSV. Only main-board equity is kept; the rest is skipped with the
 * reason. Every row must carry the same trade date; BSE's legacy file has none
 * in its rows, so its name (or --trade-date) gives it.
 */

const SOURCE_COLUMN = 'Src';

export function parseBhavcopy(bytes: Uint8Array, file: string, options: BhavcopyOptions = {}): { layout: BhavcopyLayout } & ParseResult<EndOfDayPrice> {
  const source = bhavcopyText(bytes, file);
  const table = readCsv(source.text, source.file);
  const family = layoutFamily(table);
  if (family === null) throw new IngestFormatError({ file: table.file, line: 1 }, UNKNOWN_LAYOUT);
  const probe = family === 'udiff' ? LAYOUTS.nse_udiff : LAYOUTS[family];
  const required = [probe.symbol, probe.series, probe.close, ...[probe.tradeDate?.column, probe.bseCode, probe.scripType].filter((name) => name !== undefined)];
  const optional = [probe.isin, SOURCE_COLUMN, LAYOUTS.bse_udiff.bseCode].filter((name): name is string => name !== undefined && !required.includes(name));
  const columns: Partial<Record<string, number>> = locateColumns(table, required, optional);
  if (table.rows.length === 0) throw new IngestFormatError({ file: table.file, line: 1 }, 'the file has a header but no price rows');
  const spec = family === 'udiff' ? LAYOUTS[udiffLayout(table, columns[SOURCE_COLUMN], file)] : probe;
  const fixedDate = spec.tradeDate === undefined ? bseLegacyTradeDate([source.file], options.tradeDate, table.file) : null;
  return { layout: spec.layout, ...readPrices(table, columns, spec, fixedDate) };
}

function readPrices(table: CsvTable, columns: Partial<Record<string, number>>, spec: LayoutSpec, fixedDate: IsoDate | null): ParseResult<EndOfDayPrice> {
  const rows: EndOfDayPrice[] = [];
  const skipped: SkippedRow[] = [];
  const pricedOn = new Map<string, number>();
  const readTradeDate = spec.tradeDate === undefined ? () => fixedDate ?? '' : tradeDateReader(spec.tradeDate);
  let tradeDate: { date: IsoDate; line: number } | null = null;
  for (const row of table.rows) {
    const record = new CsvRecord<string>(table.file, columns, row);
    const date = readTradeDate(record);
    tradeDate ??= { date, line: record.line };
    if (date !== tradeDate.date) {
      throw record.error(spec.tradeDate?.column ?? '', `${date} differs from ${tradeDate.date} on line ${tradeDate.line}; a bhavcopy holds one trading day`);
    }
    checkSource(record, spec);
    const notKept = whyNotKept(record, spec);
    if (notKept !== null) {
      skipped.push({ line: record.line, reason: notKept });
      continue;
    }
    const symbol = record.required(spec.symbol);
    const isin = spec.isin === undefined ? '' : record.text(spec.isin);
    const bseCode = readBseCode(record, spec);
    if (isin === '' && (spec.layout === 'nse_udiff' || spec.layout === 'bse_udiff') && bseCode === null) {
      skipped.push({ line: record.line, reason: 'no ISIN' });
      continue;
    }
    const problem = isin === '' ? null : isinProblem(isin);
    if (problem && spec.isin !== undefined) throw record.error(spec.isin, problem);
    const close = readClose(record, spec.close);
    const key = isin || bseCode || symbol;
    const earlier = pricedOn.get(key);
    if (earlier !== undefined) {
      skipped.push({ line: record.line, reason: `${key} already has a price on line ${earlier}` });
      continue;
    }
    pricedOn.set(key, record.line);
    rows.push({ isin, symbol, bseCode, exchange: spec.exchange, series: record.text(spec.series).toUpperCase(), close, tradeDate: date, line: record.line });
  }
  return { rows, skipped };
}

/** Stable reasons, one per kind of row, so the import summary groups them into a line each. */
function whyNotKept(record: CsvRecord<string>, spec: LayoutSpec): string | null {
  if (spec.scripType !== undefined) {
    const type = record.text(spec.scripType).toUpperCase();
    if (type !== 'Q') return 'not an equity scrip (SC_TYPE other than Q)';
  }
  const series = record.text(spec.series).toUpperCase();
  if (spec.kept.includes(series)) return null;
  return spec.exchange === 'BSE' ? `not a main-board equity group (kept: ${spec.kept.join(', ')})` : `not an equity series (kept: ${spec.kept.join(', ')})`;
}

/** BSE's 6-digit security code: the legacy file's SC_CODE (required), UDiFF's FinInstrmId when it looks like one. */
function readBseCode(record: CsvRecord<string>, spec: LayoutSpec): string | null {
  if (spec.bseCode === undefined) return null;
  const value = record.text(spec.bseCode);
  if (/^\d{6}$/.test(value)) return value;
  if (spec.layout === 'bse_legacy') throw record.error(spec.bseCode, `"${value}" is not a 6-digit BSE code`);
  return null;
}

/** NSE or BSE: the first row's Src decides; a blank Src falls back to the file name. */
function udiffLayout(table: CsvTable, sourceIndex: number | undefined, file: string): 'nse_udiff' | 'bse_udiff' {
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

function checkSource(record: CsvRecord<string>, spec: LayoutSpec): void {
  const source = record.text(SOURCE_COLUMN).toUpperCase();
  if (source !== '' && source !== spec.exchange) throw record.error(SOURCE_COLUMN, `"${source}" in a file whose rows come from ${spec.exchange}`);
}

/** Reads the trade date, parsing each distinct text once: thousands of rows carry the same date. */
function tradeDateReader(format: NonNullable<LayoutSpec['tradeDate']>): (record: CsvRecord<string>) => IsoDate {
  let lastText: string | null = null;
  let lastDate: IsoDate | null = null;
  return (record) => {
    const value = record.required(format.column);
    if (value !== lastText) {
      lastText = value;
      lastDate = format.format === 'day-mon-year' ? parseDayMonthYear(value) : parseIsoDate(value);
    }
    if (lastDate === null) throw record.error(format.column, `"${value}" is not a ${format.format === 'day-mon-year' ? 'DD-MON-YYYY' : 'YYYY-MM-DD'} date`);
    return lastDate;
  };
}

function readClose(record: CsvRecord<string>, column: string): number {
  const close = record.optionalNumber(column);
  if (close === null) throw record.error(column, 'is blank');
  if (close <= 0) throw record.error(column, `${close} is not a positive price`);
  return close;
}

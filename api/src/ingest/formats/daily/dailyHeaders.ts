import { IngestFormatError } from '../../records';
import { type CsvTable, locateColumns } from '../csvTable';
import { collapseWhitespace } from '../values';
import { type DailyFileKind } from './dailyRecords';

/**
 * The header each daily file must have (the columns read, in NSE's spelling),
 * and recognising a file by its header when its name does not say what it is.
 */

export const MARKET_CAP_COLUMNS = ['Trade Date', 'Symbol', 'Series', 'Last Trade Date', 'Face Value(Rs.)', 'Issue Size'] as const;
export const CORPORATE_ACTION_COLUMNS = ['SERIES', 'SYMBOL', 'RECORD_DT', 'EX_DT', 'PURPOSE'] as const;
export const PRICE_DATA_COLUMNS = ['MKT', 'SERIES', 'SYMBOL', 'CLOSE_PRICE', 'HI_52_WK', 'LO_52_WK'] as const;
export const WEEK_HIGH_LOW_COLUMNS = ['SYMBOL', 'SERIES', 'Adjusted_52_Week_High', '52_Week_High_Date', 'Adjusted_52_Week_Low', '52_Week_Low_DT'] as const;
/** parseBhavcopy reads this file and checks the rest; these columns only recognise it. */
const FULL_BHAVCOPY_COLUMNS = ['SYMBOL', 'SERIES', 'DATE1', 'CLOSE_PRICE'] as const;

const HEADERS: Readonly<Record<DailyFileKind, { columns: readonly string[]; what: string }>> = {
  market_cap: { columns: MARKET_CAP_COLUMNS, what: "NSE's market capitalisation file (mcapDDMMYYYY.csv)" },
  corporate_actions: { columns: CORPORATE_ACTION_COLUMNS, what: "NSE's corporate actions file (bcDDMMYYYY.csv)" },
  price_data: { columns: PRICE_DATA_COLUMNS, what: "NSE's price data file (pdDDMMYYYY.csv)" },
  high_low_52_week: { columns: WEEK_HIGH_LOW_COLUMNS, what: "NSE's 52-week high and low file (CM_52_wk_High_low_DDMMYYYY.csv)" },
  full_bhavcopy: { columns: FULL_BHAVCOPY_COLUMNS, what: "NSE's full bhavcopy (sec_bhavdata_full_DDMMYYYY.csv)" },
};

export function describeKind(kind: DailyFileKind): string {
  return HEADERS[kind].what;
}

/**
 * The columns of a file recognised as `kind`, by position. A header without them
 * is an error saying which file was expected and which columns it lacks.
 */
export function expectColumns<Column extends string>(table: CsvTable, kind: DailyFileKind, columns: readonly Column[], headerLine = 1): Record<Column, number> {
  const present = new Set(table.header.map(headerKey));
  const missing = columns.filter((column) => !present.has(headerKey(column)));
  if (missing.length > 0) {
    throw new IngestFormatError(
      { file: table.file, line: headerLine },
      `not ${describeKind(kind)}: the header lacks ${missing.map((name) => `"${name}"`).join(', ')} (expected ${columns.join(', ')}; it has ${table.header.join(', ')})`,
    );
  }
  return locateColumns(table, columns);
}

/** The first of the file's first lines that holds all these column names (quoted or not); -1 when none does. */
export function headerLineIndex(lines: readonly string[], columns: readonly string[], within = 10): number {
  return lines.slice(0, within).findIndex((line) => {
    const names = new Set(line.split(',').map((name) => headerKey(name.replaceAll('"', ''))));
    return columns.every((column) => names.has(headerKey(column)));
  });
}

/** Which daily file a header belongs to, for a file whose name does not say; null when none. */
export function kindFromHeader(text: string): DailyFileKind | null {
  const lines = text.split(/\r?\n/);
  const kinds = Object.keys(HEADERS) as DailyFileKind[];
  return kinds.find((kind) => headerLineIndex(lines, HEADERS[kind].columns) >= 0) ?? null;
}

/**
 * csvTable.ts's refusal of a saved web page, for the files looked into before
 * csv-parse reads them (the 52-week file's preamble, a file known only by its header).
 */
export function refuseWebPage(text: string, file: string): void {
  if (
    text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<')
  ) {
    throw new IngestFormatError({ file, line: 1 }, 'this is an HTML or XML page, not a CSV file (the download was probably refused)');
  }
}

function headerKey(name: string): string {
  return collapseWhitespace(name).toLowerCase();
}

import { isCsvEntry, looksZipped } from './bhavcopyArchive';
import { openZip, ZIP_LIMITS } from './zipEntries';

/** The ingest commands that read a file. */
export type FileCommand = 'nse-list' | 'bse-list' | 'screener' | 'prices' | 'guidance' | 'filings' | 'daily';

export interface RecognisedFile {
  command: FileCommand;
  /** What the file looks like, for a message ("NSE's list of securities (EQUITY_L.csv)"). */
  what: string;
}

/** Header names that only one of the formats has (compared trimmed, without case). */
const CSV_KINDS: ReadonlyArray<RecognisedFile & { columns: readonly string[] }> = [
  { command: 'nse-list', what: "NSE's list of securities (EQUITY_L.csv)", columns: ['symbol', 'name of company', 'isin number'] },
  { command: 'bse-list', what: "BSE's list of scrips (Equity.csv)", columns: ['security code', 'security id'] },
  { command: 'prices', what: 'a bhavcopy (UDiFF)', columns: ['tckrsymb', 'clspric'] },
  { command: 'prices', what: 'a bhavcopy (legacy NSE)', columns: ['symbol', 'series', 'close'] },
  { command: 'prices', what: "NSE's full bhavcopy (sec_bhavdata_full)", columns: ['symbol', 'series', 'date1', 'close_price'] },
  { command: 'prices', what: "BSE's legacy bhavcopy (EQDDMMYY.CSV)", columns: ['sc_code', 'sc_name', 'sc_type'] },
  { command: 'guidance', what: 'a guidance ledger', columns: ['company', 'fiscal_year', 'metric'] },
  { command: 'daily', what: "NSE's market capitalisation file (mcap)", columns: ['trade date', 'symbol', 'issue size'] },
  { command: 'daily', what: "NSE's corporate actions file (bc)", columns: ['series', 'symbol', 'ex_dt', 'purpose'] },
  { command: 'daily', what: "NSE's price data file (pd)", columns: ['mkt', 'series', 'symbol', 'close_price', 'hi_52_wk'] },
];

/**
 * Guesses which command a file belongs to from its first bytes (a zip's entry
 * names, a CSV's header), so that a file given to the wrong command fails with
 * a pointer to the right one. Only a hint: the parsers still decide.
 */
export function recogniseFile(bytes: Uint8Array): RecognisedFile | undefined {
  return looksZipped(bytes) ? recogniseZip(bytes) : recogniseText(bytes);
}

/** Never a zip again: a zip inside a zip (or one holding itself) is not unpacked further. */
function recogniseText(bytes: Uint8Array): RecognisedFile | undefined {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096));
  if (/^\uFEFF?\s*</.test(head) && /<xbrli:xbrl[\s>]/.test(head)) return { command: 'filings', what: 'an XBRL filing' };
  // The 52-week file opens with two lines of preamble before its header.
  if (head.includes('Adjusted_52_Week_High')) return { command: 'daily', what: "NSE's 52-week high and low file" };
  return recogniseCsvHeader(head);
}

/** By entry names, else by the first CSV's header; only a hint, so a damaged zip or a bomb is simply not recognised. */
function recogniseZip(bytes: Uint8Array): RecognisedFile | undefined {
  try {
    const zip = openZip(bytes, 'upload', ZIP_LIMITS.dataFiles);
    if (zip.find('xl/workbook.xml') !== undefined) return { command: 'screener', what: 'an Excel workbook (a Screener export?)' };
    const csv = zip.entries.find((entry) => isCsvEntry(entry.name));
    return csv === undefined ? undefined : recogniseText(zip.read(csv));
  } catch {
    return undefined;
  }
}

function recogniseCsvHeader(text: string): RecognisedFile | undefined {
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r?\n/, 1)[0] ?? '';
  const header = new Set(firstLine.split(',').map((name) => name.replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase()));
  const kind = CSV_KINDS.find((candidate) => candidate.columns.every((column) => header.has(column)));
  return kind === undefined ? undefined : { command: kind.command, what: kind.what };
}

/**
 * '' when the file suits the command (or we cannot tell), else a sentence
 * pointing at the command that reads it.
 */
export function wrongCommandHint(command: string, bytes: Uint8Array, file: string): string {
  const recognised = recogniseFile(bytes);
  if (recognised === undefined || recognised.command === command) return '';
  return ` (this looks like ${recognised.what}: try npm run ingest -- ${recognised.command} ${file})`;
}

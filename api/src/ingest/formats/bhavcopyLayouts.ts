import { type BhavcopyLayout, IngestFormatError, type IsoDate } from '../records';
import { type CsvTable } from './csvTable';
import { isoDate } from './values';

/**
 * The five bhavcopy layouts Indian investors keep (design in ../README.md):
 * which columns hold what, how the trade date is written (or, for BSE's legacy
 * file, where it comes from), and which series or groups are equity.
 */

export interface LayoutSpec {
  layout: BhavcopyLayout;
  exchange: 'NSE' | 'BSE';
  symbol: string;
  series: string;
  close: string;
  /** Absent: the file carries no ISIN (joined on symbol or BSE code). */
  isin?: string;
  /** BSE's security code, the join key of a file without ISINs. */
  bseCode?: string;
  /** A column that must hold 'Q' (BSE legacy's SC_TYPE: equity). */
  scripType?: string;
  /** The trade date's column and format; absent: from the file name or --trade-date. */
  tradeDate?: { column: string; format: 'iso' | 'day-mon-year' };
  /** Series (NSE) or groups (BSE) kept: the rest are not main-board equity. */
  kept: readonly string[];
}

const NSE_SERIES = ['EQ', 'BE', 'BZ'];
/** BSE's main-board equity groups; SME (M, MT), debt (F) and government securities (G) are left out. */
const BSE_GROUPS = ['A', 'B', 'T', 'X', 'XT', 'Z', 'ZP'];

const UDIFF = { symbol: 'TckrSymb', series: 'SctySrs', close: 'ClsPric', isin: 'ISIN', tradeDate: { column: 'TradDt', format: 'iso' } } as const;

export const LAYOUTS: Readonly<Record<BhavcopyLayout, LayoutSpec>> = {
  nse_udiff: { layout: 'nse_udiff', exchange: 'NSE', ...UDIFF, kept: NSE_SERIES },
  bse_udiff: { layout: 'bse_udiff', exchange: 'BSE', ...UDIFF, bseCode: 'FinInstrmId', kept: BSE_GROUPS },
  nse_legacy: {
    layout: 'nse_legacy',
    exchange: 'NSE',
    symbol: 'SYMBOL',
    series: 'SERIES',
    close: 'CLOSE',
    isin: 'ISIN',
    tradeDate: { column: 'TIMESTAMP', format: 'day-mon-year' },
    kept: NSE_SERIES,
  },
  nse_full: {
    layout: 'nse_full',
    exchange: 'NSE',
    symbol: 'SYMBOL',
    series: 'SERIES',
    close: 'CLOSE_PRICE',
    tradeDate: { column: 'DATE1', format: 'day-mon-year' },
    kept: NSE_SERIES,
  },
  bse_legacy: {
    layout: 'bse_legacy',
    exchange: 'BSE',
    symbol: 'SC_NAME',
    series: 'SC_GROUP',
    close: 'CLOSE',
    bseCode: 'SC_CODE',
    scripType: 'SC_TYPE',
    kept: BSE_GROUPS,
  },
};

const has = (table: CsvTable, name: string): boolean => table.header.some((column) => column.toLowerCase() === name.toLowerCase());

/** The layout a header belongs to (UDiFF's NSE/BSE is told apart later, by Src or the file name); null when none fits. */
export function layoutFamily(table: CsvTable): 'udiff' | 'nse_legacy' | 'nse_full' | 'bse_legacy' | null {
  if (has(table, 'TckrSymb') || has(table, 'TradDt')) return 'udiff';
  if (has(table, 'SC_CODE') && has(table, 'SC_TYPE')) return 'bse_legacy';
  if (has(table, 'SYMBOL') && has(table, 'SERIES') && has(table, 'CLOSE_PRICE')) return 'nse_full';
  if (has(table, 'SYMBOL') && has(table, 'SERIES')) return 'nse_legacy';
  return null;
}

export const UNKNOWN_LAYOUT =
  'not a bhavcopy: the header has none of the layouts read here — UDiFF (TradDt, ISIN, TckrSymb, SctySrs, ClsPric, …), ' +
  'legacy NSE (SYMBOL, SERIES, CLOSE, TIMESTAMP, …), NSE sec_bhavdata_full (SYMBOL, SERIES, DATE1, CLOSE_PRICE, …) ' +
  'or legacy BSE (SC_CODE, SC_NAME, SC_GROUP, SC_TYPE, CLOSE, …)';

/** 'EQ060521' anywhere in a name (EQ060521.CSV, EQ060521_CSV.ZIP) → '2021-05-06'; null when the name has none. */
export function tradeDateFromBseName(name: string): IsoDate | null {
  const match = /EQ(\d{2})(\d{2})(\d{2})/i.exec(name.split(/[\\/]/).join(' '));
  if (!match) return null;
  return isoDate(2000 + Number(match[3]), Number(match[2]), Number(match[1]));
}

/**
 * A BSE legacy file's trading day: its name's EQDDMMYY, else --trade-date. Both,
 * disagreeing, is an error; neither is an error saying what to do.
 */
export function bseLegacyTradeDate(names: readonly string[], given: IsoDate | undefined, file: string): IsoDate {
  const fromName = names.map(tradeDateFromBseName).find((date) => date !== null) ?? null;
  if (fromName !== null && given !== undefined && given !== fromName) {
    throw new IngestFormatError({ file }, `the file name says the trading day is ${fromName}, but --trade-date says ${given}; give one or the other`);
  }
  const date = fromName ?? given;
  if (date === undefined) {
    throw new IngestFormatError(
      { file },
      "a BSE bhavcopy (EQDDMMYY.CSV) carries no date in its rows, and this file's name has no EQDDMMYY either: " +
        'rename it as BSE named it (e.g. EQ060521.CSV for 6 May 2021) or pass --trade-date YYYY-MM-DD',
    );
  }
  return date;
}

/**
 * What each file format parses into: plain records, already validated and
 * normalised (trimmed, ISO dates, ₹ crore for money, ₹ per share for prices).
 * Parsers (formats/) produce these; the import service (importers/) writes them.
 * A parser never touches the database, and the import service never reads bytes.
 */

import { type FinancialYear } from '../analysis/types';

/** ISO date, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Where a bad value was found, so the error can name the file and the line or cell. */
export interface SourceLocation {
  file: string;
  /** 1-based line of a CSV (the header is line 1). */
  line?: number;
  /** A spreadsheet cell, e.g. "Data Sheet!C17". */
  cell?: string;
}

/** One row of NSE's EQUITY_L.csv. */
export interface NseListing {
  symbol: string;
  name: string;
  series: string;
  listingDate: IsoDate | null;
  paidUpValue: number | null;
  marketLot: number | null;
  isin: string;
  faceValue: number | null;
  line: number;
}

/** One row of BSE's list of scrips (Equity.csv). */
export interface BseListing {
  securityCode: string;
  issuerName: string | null;
  securityId: string;
  securityName: string;
  status: 'Active' | 'Suspended' | 'Delisted';
  group: string | null;
  faceValue: number | null;
  isin: string;
  industry: string | null;
  sector: string | null;
  line: number;
}

/** One end-of-day price row from a bhavcopy (NSE UDiFF, NSE legacy or BSE). */
export interface EndOfDayPrice {
  isin: string;
  symbol: string;
  series: string | null;
  close: number;
  tradeDate: IsoDate;
  line: number;
}

export type BhavcopyLayout = 'nse_udiff' | 'nse_legacy' | 'bse_udiff';

/**
 * One fiscal year from a Screener Data Sheet: the engine's FiscalYear (money in
 * ₹ crore, null when blank; EPS = net profit / adjusted shares; capex estimated
 * from net block, CWIP and depreciation, flagged) minus the current assets and
 * liabilities the export does not carry, plus where the year was read from.
 */
export interface ScreenerYear extends Omit<FinancialYear, 'currentAssets' | 'currentLiabilities'> {
  /** The period end the year was read from (a non-March year end keeps its own date). */
  periodEnd: IsoDate;
  /** Year-end share price (the PRICE: row), ₹ per share. */
  yearEndPrice: number | null;
}

export interface ScreenerWorkbook {
  file: string;
  companyName: string;
  /** Screener exports carry no ticker; a code is present only if the file name or sheet gives one. */
  codeHint: string | null;
  /** Banks and NBFCs: Revenue / Financing Profit labels instead of Sales / Operating Profit. */
  isLender: boolean;
  currentPrice: number | null;
  years: ScreenerYear[];
  /** Rows the parser looked for and did not find, for the import summary. */
  missingRows: string[];
}

/** The guidance metrics the engine understands (kept in step with GUIDANCE_METRICS). */
export interface GuidanceEntry {
  /** NSE code or ISIN, as written in the ledger. */
  companyRef: string;
  fiscalYear: number;
  metric: string;
  guidedValue: number;
  actual: number | null;
  statement: string;
  source: string;
  statedOn: IsoDate | null;
  line: number;
}

/** A row deliberately left out (e.g. a debt series in a bhavcopy), with the reason for the summary. */
export interface SkippedRow {
  line: number;
  reason: string;
}

/** What every parser returns: the rows to import and the rows it chose to skip. */
export interface ParseResult<T> {
  rows: T[];
  skipped: SkippedRow[];
}

/** A parse failure that stops the whole file (nothing from it is written). */
export class IngestFormatError extends Error {
  constructor(
    readonly location: SourceLocation,
    readonly reason: string,
  ) {
    const where = [location.file, location.line !== undefined ? `line ${location.line}` : null, location.cell ?? null]
      .filter(Boolean)
      .join(', ');
    super(`${where}: ${reason}`);
    this.name = 'IngestFormatError';
  }
}

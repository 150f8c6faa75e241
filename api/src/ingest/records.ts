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
  /** BSE's classification, each level as written ('-' and blank become null); see classification/README.md. */
  classification: BseClassification;
  line: number;
}

/**
 * The levels of BSE's industry classification a list of scrips carries. The
 * current 14-column list has all five; older lists only the single Industry column.
 */
export interface BseClassification {
  /** Macro-economic sector, e.g. 'Financial Services'. */
  sectorName: string | null;
  /** Sector, e.g. 'Financial Services' or 'Capital Goods'. */
  industryNewName: string | null;
  /** Industry, e.g. 'Banks', 'Finance', 'Insurance', 'Capital Markets'. */
  igroupName: string | null;
  /** Basic industry, e.g. 'Private Sector Bank'. */
  isubgroupName: string | null;
  /** The older single Industry column (a basic-industry name). */
  industry: string | null;
}

/**
 * One end-of-day price row from a bhavcopy. The importer joins on ISIN when
 * there is one, else on the BSE security code (BSE legacy), else on the NSE symbol.
 */
export interface EndOfDayPrice {
  /** '' when the layout has no ISIN (NSE sec_bhavdata_full, BSE legacy, some NSE legacy files). */
  isin: string;
  /** NSE symbol, or BSE's short name in a BSE file. */
  symbol: string;
  /** BSE's 6-digit security code (BSE files), else null. */
  bseCode: string | null;
  exchange: 'NSE' | 'BSE';
  series: string | null;
  close: number;
  tradeDate: IsoDate;
  line: number;
}

/**
 * nse_udiff / bse_udiff: the UDiFF files (since July 2024); nse_legacy: cmDDMONYYYYbhav.csv;
 * nse_full: sec_bhavdata_full_DDMMYYYY.csv; bse_legacy: EQDDMMYY.CSV.
 */
export type BhavcopyLayout = 'nse_udiff' | 'nse_legacy' | 'nse_full' | 'bse_udiff' | 'bse_legacy';

/** What a bhavcopy parser may be told besides the bytes. */
export interface BhavcopyOptions {
  /** The trading day of a file whose name and rows carry none (BSE legacy): --trade-date. */
  tradeDate?: IsoDate;
}

/**
 * One period of a Screener Data Sheet's annual columns: the engine's
 * FinancialYear (money in ₹ crore, null when blank; EPS = net profit / adjusted
 * shares; capex estimated from net block, CWIP and depreciation, flagged) minus
 * the current assets and liabilities the export does not carry, plus the rows
 * the engine does not read yet, and where and how long the period is.
 */
export interface ScreenerPeriod extends Omit<FinancialYear, 'currentAssets' | 'currentLiabilities'> {
  /** The period's real end (a December or June year end keeps its own date). The key of a period. */
  periodEnd: IsoDate;
  /** Length in months: the first column is taken as 12; later ones run from the previous column's end. */
  months: number;
  /** 'FY2024', or 'FY2024 (Jan–Mar 2024, 3 months)' for a period that is not twelve months long. */
  label: string;
  /** Year-end share price (the PRICE: row), ₹ per share. */
  yearEndPrice: number | null;
  rawMaterialCost: number | null;
  changeInInventory: number | null;
  powerAndFuel: number | null;
  otherMfrExp: number | null;
  employeeCost: number | null;
  sellingAndAdmin: number | null;
  otherExpenses: number | null;
  tax: number | null;
  otherLiabilities: number | null;
  investments: number | null;
  otherAssets: number | null;
  /** 'No. of Equity Shares' as written (a plain count, not crore; not adjusted for splits or bonuses). */
  equityShareCount: number | null;
  newBonusShares: number | null;
  /** Face value per share, ₹. */
  faceValue: number | null;
  investingCashFlow: number | null;
  financingCashFlow: number | null;
  netCashFlow: number | null;
}

/** One column of the Quarters section (₹ crore). */
export interface ScreenerQuarter {
  periodEnd: IsoDate;
  sales: number | null;
  expenses: number | null;
  otherIncome: number | null;
  depreciation: number | null;
  interest: number | null;
  profitBeforeTax: number | null;
  tax: number | null;
  netProfit: number | null;
  operatingProfit: number | null;
}

export interface ScreenerWorkbook {
  file: string;
  /** The name beside 'COMPANY NAME' (B1), or null when the sheet carries none (A1 and B1 cleared). */
  companyName: string | null;
  /** Screener exports carry no ticker; a code is present only if the file name gives one. */
  codeHint: string | null;
  /** META's Current Price, ₹; the export does not say when it was true. */
  currentPrice: number | null;
  /** Annual columns, oldest first; no two share a periodEnd. */
  periods: ScreenerPeriod[];
  /** Quarter columns, oldest first. */
  quarters: ScreenerQuarter[];
  /** Rows the parser looked for and did not find, for the import summary. */
  missingRows: string[];
  /** What else the import summary should say about how the sheet was read (an empty Quarters section). */
  notes: string[];
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
    const where = [location.file, location.line !== undefined ? `line ${location.line}` : null, location.cell ?? null].filter(Boolean).join(', ');
    super(`${where}: ${reason}`);
    this.name = 'IngestFormatError';
  }
}

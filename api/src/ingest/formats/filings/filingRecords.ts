import { type BalanceSheetFigure, type CashFlowFigure, type Figures, type IncomeFigure } from 'shared-types/api';
import { type IsoDate } from '../../records';

/**
 * What the exchange's own filings parse into (docs: api/src/ingest/formats/README.md,
 * 'Exchange filings'). Money is ₹ crore, per-share figures ₹, ratios percent,
 * share counts plain numbers; null where the document does not say, never 0 for unknown.
 */

/** How a filing names its company: whichever of these the document carries. */
export interface FilingIdentity {
  /** NSE symbol as written, entities decoded ('M&M'); may be a former symbol ('TATAMOTORS'). */
  symbol: string | null;
  /** May be the ISIN the company had before a split. */
  isin: string | null;
  /** BSE's 6-digit scrip code. */
  bseCode: string | null;
  /** The company's name as the document writes it (for messages only; never matched on). */
  name: string | null;
}

/**
 * When the filing reached the exchange, and how precisely that is known:
 * 'minute' from the broadcast time NSE lists (a `DDMonYYYY_HHMM_` prefix on the
 * file's name), 'day' from the date in NSE's document name or the board meeting.
 */
export interface FiledAt {
  /** 'YYYY-MM-DDTHH:MM' (India time) or 'YYYY-MM-DD'. */
  value: string;
  precision: 'minute' | 'day';
}

export type StatementBasis = 'consolidated' | 'standalone';

/** One shareholding-pattern filing (quarterly), as parsed. */
export interface ShareholdingFiling {
  kind: 'shareholding';
  /** The file's name: NSE's document name (SHP_…_WEB.xml), with any prefix the downloader added. */
  document: string;
  identity: FilingIdentity;
  filedAt: FiledAt | null;
  /** The quarter end the pattern is as of. */
  asOf: IsoDate;
  /** Shares of all classes the pattern counts (the grand total). */
  totalShares: number | null;
  /** Promoter and promoter group, % of all shares. */
  promoterPct: number | null;
  promoterShares: number | null;
  /** Promoter shares pledged or otherwise encumbered. */
  promoterPledgedShares: number | null;
  /** Pledged or encumbered, % of the promoter group's own shares. */
  promoterPledgedPct: number | null;
  /** Pledged or encumbered promoter shares, % of all shares. */
  promoterPledgedOfTotalPct: number | null;
  /** Public shareholding, % of all shares (institutions included). */
  publicPct: number | null;
  /** Foreign portfolio investors and foreign institutions, % of all shares. */
  fiiPct: number | null;
  /** Domestic institutions (mutual funds, insurers, banks, pension funds, …), % of all shares. */
  diiPct: number | null;
  mutualFundsPct: number | null;
  insuranceCompaniesPct: number | null;
  /** Whether the document wrote percentages as percents (57.54) or fractions (0.5754): detected, not assumed. */
  scale: 'percent' | 'fraction';
  /** What a person should know about this document ('no pledge data: …'). */
  notes: string[];
}

/** The three results taxonomies the exchanges use; Indian-GAAP documents are refused. */
export type ResultsTaxonomy = 'ind_as' | 'banking' | 'nbfc';

/**
 * What part of the financial year a results filing reports: its first quarter, half year, nine months, or
 * the year; Q4 is a fourth quarter that does not close the year (a transition year of five quarters).
 */
export type ReportingPeriod = 'Q1' | 'H1' | '9M' | 'Q4' | 'FY';

/** A stretch of time a filing reports on, with its figures. */
export interface FiledPeriod<Figures> {
  start: IsoDate;
  end: IsoDate;
  figures: Figures;
}

/** One results filing (quarterly, half-yearly or annual), as parsed. */
export interface ResultsFiling {
  kind: 'results';
  /** NSE's name for the document (any downloader's prefix removed). */
  document: string;
  taxonomy: ResultsTaxonomy;
  schemaRef: string | null;
  identity: FilingIdentity;
  filedAt: FiledAt | null;
  basis: StatementBasis;
  /** Null when the document does not say. */
  audited: boolean | null;
  reporting: ReportingPeriod;
  /** The financial year as the document declares it (a transition year may be declared with the wrong start). */
  financialYear: { start: IsoDate; end: IsoDate };
  /** The quarter the filing reports (its `OneD` context). */
  quarter: FiledPeriod<IncomeFigures> | null;
  /** The year to date (`FourD`): the half year, nine months or the year; null in a first-quarter filing. */
  yearToDate: FiledPeriod<IncomeFigures> | null;
  /** The balance sheet at the period's end (`OneI`), when the filing has one. */
  balanceSheet: { asOf: IsoDate; figures: BalanceSheetFigures } | null;
  /** The cash flow of the year to date, when the filing has one (half-yearly and annual filings since 2020). */
  cashFlow: FiledPeriod<CashFlowFigures> | null;
  /** What a person should know about this document ('period dates derived from …'). */
  notes: string[];
}

export type IncomeFigures = Figures<IncomeFigure>;
export type BalanceSheetFigures = Figures<BalanceSheetFigure>;
export type CashFlowFigures = Figures<CashFlowFigure>;

import { type ColumnType, type Generated } from 'kysely';
import { type CORPORATE_ACTION_KINDS } from 'shared-types/api';
import { type StatementBasis } from './schema';

/**
 * The exchanges' filings and daily files (migration 0012; docs/statements.md).
 * Money is ₹ crore, per-share figures ₹, ratios percent, share counts plain numbers.
 */

type IsoDate = string;
/** A jsonb column: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export const ALIAS_KINDS = ['isin', 'nse_symbol', 'bse_code', 'bse_id'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

/** An identifier a company had before: a pre-split ISIN, a pre-rename symbol, an older BSE ticker. */
export interface CompanyAliasesTable {
  company_id: string;
  kind: AliasKind;
  value: string;
  /** What told us: 'nse-list EQUITY_L.csv', 'bse-list Equity.csv', 'filing INDAS_….xml'. */
  source: string;
  recorded_on: IsoDate;
}

export type FilingKind = 'results' | 'shareholding';

export interface FilingsTable {
  id: Generated<number>;
  company_id: string;
  kind: FilingKind;
  /** NSE's name for the document. */
  document: string;
  /** SHA-256 of the document's bytes: the same document again changes nothing. */
  content_hash: string;
  taxonomy: 'ind_as' | 'banking' | 'nbfc' | null;
  /** Results filings only. */
  basis: StatementBasis | null;
  reporting: 'Q1' | 'H1' | '9M' | 'Q4' | 'FY' | null;
  /** The quarter a results filing reports, or the date a shareholding pattern is as of. */
  period_end: IsoDate;
  financial_year_start: IsoDate | null;
  financial_year_end: IsoDate | null;
  /** 'YYYY-MM-DDTHH:MM' (India time) or 'YYYY-MM-DD'. */
  filed_at: string | null;
  /** The upload day in NSE's document name: a re-broadcast keeps it, so it orders revisions first. */
  uploaded_on: IsoDate | null;
  audited: boolean | null;
  /** The later filing of the same period that replaced this one; null for the current filing. */
  superseded_by: number | null;
  notes: Json<string[]>;
  imported_at: Generated<Date>;
}

export type StatementKind = 'quarter' | 'year_to_date' | 'balance_sheet' | 'cash_flow';

export interface FilingStatementsTable {
  filing_id: number;
  statement: StatementKind;
  /** Null for a balance sheet (a date, not a span). */
  period_start: IsoDate | null;
  period_end: IsoDate;
  /** The span's length in months after reconciling it with the company's quarters. */
  months: number | null;
  /** The start the document declared, when reconciliation found another (a transition year). */
  declared_start: IsoDate | null;
  /** Why the length differs from what the document declares. */
  length_note: string | null;
  figures: Json<Record<string, number | null>>;
}

export interface ShareholdingPatternsTable {
  filing_id: number;
  as_of: IsoDate;
  total_shares: number | null;
  promoter_pct: number | null;
  promoter_shares: number | null;
  promoter_pledged_shares: number | null;
  promoter_pledged_pct: number | null;
  promoter_pledged_of_total_pct: number | null;
  public_pct: number | null;
  fii_pct: number | null;
  dii_pct: number | null;
  mutual_funds_pct: number | null;
  insurance_companies_pct: number | null;
  scale: 'percent' | 'fraction';
}

export type StoredActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

export interface CorporateActionsTable {
  id: Generated<number>;
  company_id: string;
  kind: StoredActionKind;
  ex_date: IsoDate;
  record_date: IsoDate | null;
  ratio_from: number | null;
  ratio_to: number | null;
  /** How many shares one share becomes (splits and bonuses). */
  share_multiplier: number | null;
  /** ₹ per share (a dividend, a rights price). */
  amount: number | null;
  description: string;
  /** The file it came from ('bc16122025.csv'). */
  source: string;
  /** kind|ex date|ratio|amount: the same action listed again (EQ and BE rows, the next day's file) is one row. */
  identity_key: string;
}

/** Shares outstanding (NSE's issue size), as of the day the exchange stated it. */
export interface ShareCountsTable {
  company_id: string;
  as_of: IsoDate;
  shares: number;
  face_value: number | null;
  last_trade_date: IsoDate | null;
  source: string;
}

/** The 52-week range on one day: adjusted (CM_52_wk_High_low) and unadjusted (pd). */
export interface WeekHighLowTable {
  company_id: string;
  as_of: IsoDate;
  high: number | null;
  high_date: IsoDate | null;
  low: number | null;
  low_date: IsoDate | null;
  unadjusted_high: number | null;
  unadjusted_low: number | null;
  source: string;
}

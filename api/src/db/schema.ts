import { type ColumnType, type Generated } from 'kysely';
import { type CompanyDetails } from 'shared-types/api';

/**
 * Row types per table, as both engines return them (see typeParsers.ts):
 * int8/numeric → number, date → 'YYYY-MM-DD' string, timestamptz → Date,
 * bytea → Buffer, jsonb → parsed JSON. Money is ₹ crore, prices ₹ per share.
 */

/** A column the database fills on insert (default now()) that updates may set. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A `date` column: always 'YYYY-MM-DD', never a Date (avoids time-zone shifts). */
type IsoDate = string;

export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-cased by the caller; unique. */
  email: string;
  full_name: string | null;
  picture_url: string | null;
  /** Distinct companies opened while free (the quota counter); never negative. */
  companies_used: Generated<number>;
  /** Null or past: a free user. Only the payment grant extends it. */
  premium_until: Date | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is never stored. */
  token_hash: Buffer;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
}

export interface CompaniesTable {
  /** 'isin:INE…' for listed companies, 'demo:NNNN' for the demo universe. */
  id: string;
  name: string;
  /** NSE symbol; may be ''. */
  code: Generated<string>;
  isin: string | null;
  sector: string | null;
  series: string | null;
  listing_date: IsoDate | null;
  is_demo: Generated<boolean>;
  is_lender: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When an NSE list import last added or changed this listing; null: not from the NSE list. */
  nse_as_of: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
  /** BSE's 6-digit security code, its ticker (security id) and status, from the BSE list. */
  bse_code: ColumnType<string | null, string | null | undefined, string | null>;
  bse_id: ColumnType<string | null, string | null | undefined, string | null>;
  bse_status: ColumnType<BseStatus | null, BseStatus | null | undefined, BseStatus | null>;
  /** When a BSE list import last added or changed this listing. */
  bse_as_of: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
}

export type BseStatus = 'Active' | 'Suspended' | 'Delisted';

/** One fiscal year's statements (FiscalYear in analysis/types.ts, snake_cased). */
export interface FinancialYearsTable {
  company_id: string;
  fiscal_year: number;
  sales: number | null;
  operating_profit: number | null;
  other_income: number | null;
  depreciation: number | null;
  interest: number | null;
  profit_before_tax: number | null;
  net_profit: number | null;
  eps: number | null;
  shares: number | null;
  equity: number | null;
  reserves: number | null;
  borrowings: number | null;
  total_assets: number | null;
  current_assets: number | null;
  current_liabilities: number | null;
  net_block: number | null;
  cwip: number | null;
  receivables: number | null;
  inventory: number | null;
  cash: number | null;
  operating_cash_flow: number | null;
  capex: number | null;
  capex_estimated: Generated<boolean>;
  dividends: number | null;
  source: string;
  /** The statement date the year was read from; null: 31 March of fiscal_year (or unknown). */
  period_end: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
}

export interface PricesTable {
  company_id: string;
  price: number;
  as_of: IsoDate;
  source: string;
}

export interface ManagementGuidanceTable {
  id: Generated<number>;
  company_id: string;
  fiscal_year: number;
  /** One of GUIDANCE_METRICS (checked by the database). */
  metric: string;
  guided_value: number;
  actual: number | null;
  statement: string;
  source: string;
  stated_on: IsoDate | null;
}

export interface AnalysesTable {
  company_id: string;
  engine_version: string;
  /** Written as a JSON string (both drivers pass it through unchanged), read back parsed. */
  payload: ColumnType<CompanyDetails, string, string>;
  data_fingerprint: string;
  computed_at: Date;
}

/** One committed import; the highest id is the data version servers watch (see dataVersionWatcher). */
export interface ImportRunsTable {
  id: Generated<number>;
  command: string;
  file: string;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: number;
  finished_at: Timestamp;
}

export interface CompanyAccessTable {
  user_id: string;
  company_id: string;
  first_accessed_at: Timestamp;
}

export const SUBSCRIPTION_TIERS = ['3_months', '1_year'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  tier: SubscriptionTier;
  starts_at: Date;
  ends_at: Date;
  /** The payment (or test-mode reference) that paid for it; one payment, one subscription. */
  payment_reference: string;
  is_test: Generated<boolean>;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  companies: CompaniesTable;
  financial_years: FinancialYearsTable;
  prices: PricesTable;
  management_guidance: ManagementGuidanceTable;
  analyses: AnalysesTable;
  company_access: CompanyAccessTable;
  subscriptions: SubscriptionsTable;
  import_runs: ImportRunsTable;
}

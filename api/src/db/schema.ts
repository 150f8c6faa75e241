import { type ColumnType, type Generated, type Insertable } from 'kysely';
import { type CompanyDetails, type CompanyKind, type KindSource } from 'shared-types/api';
import { type PaymentEventsTable, type PaymentsTable, type SubscriptionsTable } from './billingSchema';
import { type FinancialYearHistoryTable, type FinancialYearsTable, type QuarterlyResultsTable, type ReclassifiedYearsTable } from './statementsSchema';
import {
  type CompanyAliasesTable,
  type CorporateActionsTable,
  type FilingStatementsTable,
  type FilingsTable,
  type ShareCountsTable,
  type ShareholdingPatternsTable,
  type WeekHighLowTable,
} from './filingsSchema';
import { type CompanyFiguresTable, type SavedScreensTable } from './screenerSchema';
import { type SupportMessagesTable } from './supportSchema';

// Subscriptions and payments, statement periods, and the exchanges' filings have their own files;
// importers keep reading them from here.
export * from './billingSchema';
export * from './filingsSchema';
export * from './statementsSchema';
export * from './screenerSchema';
export * from './supportSchema';

/**
 * Row types per table, as both engines return them (see typeParsers.ts):
 * int8/numeric → number, date → 'YYYY-MM-DD' string, timestamptz → Date,
 * bytea → Buffer, jsonb → parsed JSON. Money is ₹ crore, prices ₹ per share.
 */

/** A column the database fills on insert (default now()) that updates may set. */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A `date` column: always 'YYYY-MM-DD', never a Date (avoids time-zone shifts). */
type IsoDate = string;

export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-cased by the caller; contact data, not unique: the user is the identity's subject (migration 0015). */
  email: string;
  full_name: string | null;
  picture_url: string | null;
  /** Distinct companies opened while free (the quota counter); never negative. */
  companies_used: Generated<number>;
  /** Null or past: a free user. Only the payment grant extends it. */
  premium_until: Date | null;
  created_at: Timestamp;
  /** 'Sign out everywhere': identity tokens issued (iat) before this are refused. */
  tokens_valid_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is never stored. */
  token_hash: Buffer;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  /** What sign-out revokes: the identity token's key (VerifiedIdentity.tokenKey), and until when it can matter. */
  identity_key: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  identity_key_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Identity tokens (or provider sessions) refused after sign-out, until they would have expired anyway. */
export interface RevokedIdentityTokensTable {
  key_hash: Buffer;
  expires_at: Date;
}

export interface CompaniesTable {
  /** 'isin:INE…' for listed companies, 'demo:NNNN' for the demo universe. */
  id: string;
  name: string;
  /** NSE symbol; may be ''. */
  code: Generated<string>;
  isin: string | null;
  /** The broadest classification: BSE's Sector Name, or the demo universe's sector. */
  sector: string | null;
  /** BSE's Industry New Name (else the older Industry column), or the demo universe's sector. */
  industry: ColumnType<string | null, string | null | undefined, string | null>;
  series: string | null;
  listing_date: IsoDate | null;
  is_demo: Generated<boolean>;
  /** industrial, lender, insurer or other_financial (ingest/classification). */
  kind: ColumnType<CompanyKind, CompanyKind | undefined, CompanyKind>;
  /** Where the kind came from; a weaker source never replaces a stronger one. */
  kind_source: ColumnType<KindSource, KindSource | undefined, KindSource>;
  /** Why, for people: "BSE basic industry 'Private Sector Bank'". */
  kind_reason: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** BSE's classification levels, as the last BSE list wrote them. */
  bse_sector_name: NullableText;
  bse_industry_new_name: NullableText;
  bse_igroup_name: NullableText;
  bse_isubgroup_name: NullableText;
  /** The older lists' single Industry column. */
  bse_industry: NullableText;
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
export type BseStatus = 'Active' | 'Suspended' | 'Delisted';

export interface PricesTable {
  company_id: string;
  price: number;
  as_of: IsoDate;
  source: string;
  /** True when as_of is only a lower bound: a Screener export's current price, dated by its latest period. */
  approximate: Generated<boolean>;
  /** The exchange of a bhavcopy close; null for other sources. */
  exchange: ColumnType<'NSE' | 'BSE' | null, 'NSE' | 'BSE' | null | undefined, 'NSE' | 'BSE' | null>;
}

/** The view of prices the engine reads: the latest, and one near each 31 March per source (migration 0004). */
export interface EnginePricesView {
  company_id: string;
  price: number;
  as_of: IsoDate;
  source: string;
  approximate: boolean;
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
  /** The v2 answer as JSON text, exactly as serialised (migration 0018); null in rows stored before it. */
  research_v2: ColumnType<string | null, string | null | undefined, string | null>;
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

/** What outlives a deleted account, keyed by a one-way hash of the identity's subject (services/identityRevocation.ts). */
export interface RetiredIdentitiesTable {
  subject_hash: Buffer;
  /** The free-limit usage at deletion: a re-created user starts from it. */
  companies_used: number;
  /** Identity tokens issued before the deletion stay refused. */
  tokens_valid_after: Date;
  retired_at: Timestamp;
}

export const AUDIT_ACTOR_KINDS = ['user', 'anonymous', 'import_tool'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** One audited action (services/audit.ts). Never holds a token; ip and user_agent are cleared after the retention period. */
export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_kind: AuditActorKind;
  /** The signed-in (or signing-in) user; null for anonymous callers, the import tool and deleted accounts. No foreign key: events outlive users. */
  actor_user_id: string | null;
  /** e.g. 'session.create' (AuditAction). */
  action: string;
  /** What it acted on, e.g. 'session:<public id>', 'subscription:<id>'. */
  target: string | null;
  outcome: 'success' | 'failure';
  /** Why it failed: a stable code such as 'ERR_JWT_EXPIRED' or 'identity_mismatch'. */
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export type NewAuditEvent = Insertable<AuditEventsTable>;

/** A user's lens and pillar weights; no row means the defaults (migration 0009). */
export interface UserPreferencesTable {
  user_id: string;
  lens: string;
  /** Pillar id → weight, summing to 100 (v1 names before migration 0017); null for the standard weights. */
  weights: Record<string, number> | null;
  updated_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  user_preferences: UserPreferencesTable;
  sessions: SessionsTable;
  revoked_identity_tokens: RevokedIdentityTokensTable;
  companies: CompaniesTable;
  financial_years: FinancialYearsTable;
  financial_year_history: FinancialYearHistoryTable;
  reclassified_years: ReclassifiedYearsTable;
  quarterly_results: QuarterlyResultsTable;
  prices: PricesTable;
  engine_prices: EnginePricesView;
  management_guidance: ManagementGuidanceTable;
  analyses: AnalysesTable;
  company_access: CompanyAccessTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  import_runs: ImportRunsTable;
  audit_events: AuditEventsTable;
  retired_identities: RetiredIdentitiesTable;
  company_peer_figures: CompanyPeerFiguresTable;
  peer_groups: PeerGroupsTable;
  company_aliases: CompanyAliasesTable;
  filings: FilingsTable;
  filing_statements: FilingStatementsTable;
  shareholding_patterns: ShareholdingPatternsTable;
  corporate_actions: CorporateActionsTable;
  share_counts: ShareCountsTable;
  week_high_low: WeekHighLowTable;
  company_figures: CompanyFiguresTable;
  saved_screens: SavedScreensTable;
  support_messages: SupportMessagesTable;
}

/** A company's peer figures as of its stored analysis (services/peerComparison). */
export interface CompanyPeerFiguresTable {
  company_id: string;
  /** The analysis's engine version and data fingerprint: the figures are rewritten when it changes. */
  analysis_key: string;
  /** Written as a JSON string, read back parsed. */
  figures: ColumnType<unknown, string, string>;
}

/** One industry's or sector's peer table (services/peerComparison). */
export interface PeerGroupsTable {
  /** 'industry:<name>' or 'sector:<name>'. */
  group_key: string;
  basis: 'industry' | 'sector';
  name: string;
  /** md5 of data: a rerun that changes nothing writes nothing. */
  content_hash: string;
  computed_at: Date;
  data: ColumnType<unknown, string, string>;
}

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The exchanges' own filings and daily files (docs/statements.md,
 * api/src/ingest/README.md):
 * - company_aliases: a company's former ISINs (a face-value split gives a new
 *   one), NSE symbols (a rename) and BSE tickers, from every list imported, so
 *   a filing or an older list naming the old one finds the same company;
 * - filings: one row per results or shareholding document, with its source
 *   (NSE's document name, when it was filed, audited or not). A period filed
 *   again (a revision) keeps every document; the earlier one points at the
 *   one that replaced it (superseded_by), and only current documents are read;
 * - filing_statements: what a results filing holds: its quarter, its year to
 *   date, its balance sheet and its cash flow, figures as JSON (₹ crore, ₹ per
 *   share, percent; shared-types' statementFigures lists the keys). months and
 *   period_start are the reconciled length: a year filed with the wrong start
 *   (Nestle India's 15-month transition year) keeps its declared start beside;
 * - shareholding_patterns: one row per shareholding filing;
 * - corporate_actions, share_counts and week_high_low: NSE's daily files
 *   (bc, mcap, the 52-week file and pd's unadjusted range).
 */
const BASES = `'consolidated', 'standalone'`;
const ACTION_KINDS = `'split', 'bonus', 'dividend', 'rights', 'buyback', 'demerger', 'capital_reduction'`;

const UP = [
  // A face-value split gives a company's shares a new ISIN (ingest/importers/listCompanies.ts): the company
  // keeps its id, 'isin:' and the ISIN it was first listed under, so the id no longer always spells its ISIN.
  `alter table companies drop constraint companies_check`,
  `alter table companies add constraint companies_isin_id_check check (id not like 'isin:%' or id ~ '^isin:IN[A-Z0-9]{9}[0-9]$')`,
  `create index companies_code_idx on companies (code)`,
  `create index companies_bse_code_idx on companies (bse_code)`,

  `create table company_aliases (
    company_id text not null references companies (id) on delete cascade,
    kind text not null check (kind in ('isin', 'nse_symbol', 'bse_code', 'bse_id')),
    value text not null,
    source text not null,
    recorded_on date not null,
    primary key (kind, value, company_id)
  )`,
  `create index company_aliases_company_idx on company_aliases (company_id)`,

  `create table filings (
    id serial primary key,
    company_id text not null references companies (id) on delete cascade,
    kind text not null check (kind in ('results', 'shareholding')),
    document text not null,
    content_hash text not null,
    taxonomy text check (taxonomy in ('ind_as', 'banking', 'nbfc')),
    basis text check (basis in (${BASES})),
    reporting text check (reporting in ('Q1', 'H1', '9M', 'Q4', 'FY')),
    period_end date not null,
    financial_year_start date,
    financial_year_end date,
    filed_at text,
    uploaded_on date,
    audited boolean,
    superseded_by integer references filings (id) on delete set null,
    notes jsonb not null default '[]',
    imported_at timestamptz not null default now(),
    unique (company_id, document),
    check ((kind = 'results') = (basis is not null))
  )`,
  `create index filings_report_idx on filings (company_id, kind, basis, period_end)`,

  `create table filing_statements (
    filing_id integer not null references filings (id) on delete cascade,
    statement text not null check (statement in ('quarter', 'year_to_date', 'balance_sheet', 'cash_flow')),
    period_start date,
    period_end date not null,
    months integer check (months between 1 and 36),
    declared_start date,
    length_note text,
    figures jsonb not null,
    primary key (filing_id, statement),
    check ((statement = 'balance_sheet') = (period_start is null))
  )`,

  `create table shareholding_patterns (
    filing_id integer primary key references filings (id) on delete cascade,
    as_of date not null,
    total_shares double precision,
    promoter_pct double precision,
    promoter_shares double precision,
    promoter_pledged_shares double precision,
    promoter_pledged_pct double precision,
    promoter_pledged_of_total_pct double precision,
    public_pct double precision,
    fii_pct double precision,
    dii_pct double precision,
    mutual_funds_pct double precision,
    insurance_companies_pct double precision,
    scale text not null check (scale in ('percent', 'fraction'))
  )`,

  `create table corporate_actions (
    id serial primary key,
    company_id text not null references companies (id) on delete cascade,
    kind text not null check (kind in (${ACTION_KINDS})),
    ex_date date not null,
    record_date date,
    ratio_from double precision,
    ratio_to double precision,
    share_multiplier double precision check (share_multiplier > 0),
    amount double precision,
    description text not null,
    source text not null,
    identity_key text not null,
    unique (company_id, identity_key)
  )`,
  `create index corporate_actions_company_idx on corporate_actions (company_id, ex_date)`,

  `create table share_counts (
    company_id text not null references companies (id) on delete cascade,
    as_of date not null,
    shares double precision not null check (shares > 0),
    face_value double precision,
    last_trade_date date,
    source text not null,
    primary key (company_id, as_of)
  )`,

  `create table week_high_low (
    company_id text not null references companies (id) on delete cascade,
    as_of date not null,
    high double precision,
    high_date date,
    low double precision,
    low_date date,
    unadjusted_high double precision,
    unadjusted_low double precision,
    source text not null,
    primary key (company_id, as_of)
  )`,
];

const DOWN = [
  `drop table if exists week_high_low`,
  `drop table if exists share_counts`,
  `drop table if exists corporate_actions`,
  `drop table if exists shareholding_patterns`,
  `drop table if exists filing_statements`,
  `drop table if exists filings`,
  `drop table if exists company_aliases`,
  `drop index if exists companies_bse_code_idx`,
  `drop index if exists companies_code_idx`,
  `alter table companies drop constraint if exists companies_isin_id_check`,
  // not valid: a company whose ISIN changed meanwhile keeps its id.
  `alter table companies add constraint companies_check check (id not like 'isin:%' or id = 'isin:' || isin) not valid`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const exchangeFilings: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

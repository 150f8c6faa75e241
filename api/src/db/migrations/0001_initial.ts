import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Guidance metrics as of this migration. Frozen here on purpose: adding a
 * metric to GUIDANCE_METRICS needs a new migration that widens the check.
 */
export const GUIDANCE_METRICS_0001 = [
  'revenue_growth_pct',
  'operating_margin_pct',
  'net_profit_growth_pct',
  'revenue_crore',
  'capex_crore',
  'capacity_utilisation_pct',
  'export_share_pct',
] as const;

const FINANCIAL_COLUMNS = [
  'sales',
  'operating_profit',
  'other_income',
  'depreciation',
  'interest',
  'profit_before_tax',
  'net_profit',
  'eps',
  'shares',
  'equity',
  'reserves',
  'borrowings',
  'total_assets',
  'current_assets',
  'current_liabilities',
  'net_block',
  'cwip',
  'receivables',
  'inventory',
  'cash',
  'operating_cash_flow',
  'capex',
  'dividends',
];

const quoted = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(', ');

// One statement per entry: PGlite runs parameterised queries through the
// extended protocol, which takes a single statement. Plain SQL that PostgreSQL 15 accepts.
const UP = [
  `create table users (
    id uuid primary key default gen_random_uuid(),
    email text not null unique check (length(email) between 3 and 320),
    full_name text,
    picture_url text,
    companies_used integer not null default 0 check (companies_used >= 0),
    premium_until timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create table sessions (
    token_hash bytea primary key check (octet_length(token_hash) = 32),
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    user_agent text,
    ip text
  )`,
  `create index sessions_user_id_idx on sessions (user_id)`,
  // id: 'isin:<ISIN>' for listed companies (tickers get renamed, ISINs do not), 'demo:NNNN' for demo ones.
  `create table companies (
    id text primary key check (id ~ '^[a-z]{2,8}:[A-Za-z0-9]{1,32}$'),
    name text not null check (length(btrim(name)) between 1 and 200),
    code text not null default '',
    isin text unique check (isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
    sector text,
    series text,
    listing_date date,
    is_demo boolean not null default false,
    is_lender boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (id not like 'isin:%' or id = 'isin:' || isin)
  )`,
  `create index companies_name_idx on companies (name, id)`,
  `create table financial_years (
    company_id text not null references companies (id) on delete cascade,
    fiscal_year integer not null check (fiscal_year between 1950 and 2100),
    ${FINANCIAL_COLUMNS.map((column) => `${column} double precision`).join(',\n    ')},
    capex_estimated boolean not null default false,
    source text not null,
    primary key (company_id, fiscal_year)
  )`,
  `create table prices (
    company_id text not null references companies (id) on delete cascade,
    price double precision not null check (price > 0),
    as_of date not null,
    source text not null,
    primary key (company_id, as_of, source)
  )`,
  `create table management_guidance (
    id serial primary key,
    company_id text not null references companies (id) on delete cascade,
    fiscal_year integer not null check (fiscal_year between 1950 and 2100),
    metric text not null check (metric in (${quoted(GUIDANCE_METRICS_0001)})),
    guided_value double precision not null,
    actual double precision,
    statement text not null,
    source text not null,
    stated_on date
  )`,
  `create index management_guidance_company_idx on management_guidance (company_id, fiscal_year)`,
  `create table analyses (
    company_id text primary key references companies (id) on delete cascade,
    engine_version text not null,
    payload jsonb not null,
    data_fingerprint text not null,
    computed_at timestamptz not null
  )`,
  // A company someone researched is not deleted silently: no cascade from companies.
  `create table company_access (
    user_id uuid not null references users (id) on delete cascade,
    company_id text not null references companies (id),
    first_accessed_at timestamptz not null default now(),
    primary key (user_id, company_id)
  )`,
  `create table subscriptions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    tier text not null check (tier in ('3_months', '1_year')),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    payment_reference text not null unique,
    is_test boolean not null default false,
    created_at timestamptz not null default now(),
    check (ends_at > starts_at)
  )`,
  `create index subscriptions_user_id_idx on subscriptions (user_id, ends_at)`,
];

const DOWN = ['subscriptions', 'company_access', 'analyses', 'management_guidance', 'prices', 'financial_years', 'companies', 'sessions', 'users'].map(
  (table) => `drop table if exists ${table}`,
);

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const initial: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

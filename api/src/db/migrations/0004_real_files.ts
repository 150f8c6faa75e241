import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Real exchange files and Screener exports (docs: api/src/ingest/README.md):
 * - companies carry BSE's classification levels, an industry beside the
 *   sector, and a `kind` (industrial, lender, insurer, other_financial) with
 *   where it came from; `is_lender` becomes `kind = 'lender'`;
 * - a statement period is keyed by its real end, not its fiscal year, and
 *   keeps its length in months (a company that moved its year end has a
 *   3-month period beside a 12-month one), its basis when the user gave it,
 *   and the Data Sheet rows the engine does not read yet;
 * - figures an import replaced are kept in financial_year_history;
 * - the Quarters section is stored;
 * - prices say which exchange they come from and whether their date is only a
 *   lower bound (a Screener export's current price);
 * - engine_prices is what the engine reads of the price history: each
 *   company's latest price, and per source the price nearest 31 March of each
 *   year (within 45 days), so a long daily history neither slows the analyses
 *   nor makes them stale with every close.
 */

const FIGURES_0004 = [
  'raw_material_cost',
  'change_in_inventory',
  'power_and_fuel',
  'other_mfr_exp',
  'employee_cost',
  'selling_and_admin',
  'other_expenses',
  'tax',
  'other_liabilities',
  'investments',
  'other_assets',
  'equity_share_count',
  'new_bonus_shares',
  'face_value',
  'investing_cash_flow',
  'financing_cash_flow',
  'net_cash_flow',
];

const QUARTER_FIGURES = ['sales', 'expenses', 'other_income', 'depreciation', 'interest', 'profit_before_tax', 'tax', 'net_profit', 'operating_profit'];

const KINDS = `'industrial', 'lender', 'insurer', 'other_financial'`;
const KIND_SOURCES = `'default', 'structure', 'bse_list', 'demo', 'user'`;

const UP = [
  `alter table companies
    add column industry text,
    add column bse_sector_name text,
    add column bse_industry_new_name text,
    add column bse_igroup_name text,
    add column bse_isubgroup_name text,
    add column bse_industry text,
    add column kind text not null default 'industrial' check (kind in (${KINDS})),
    add column kind_source text not null default 'default' check (kind_source in (${KIND_SOURCES})),
    add column kind_reason text`,
  `update companies set kind = 'lender' where is_lender`,
  `update companies set
    kind_source = case when is_demo then 'demo' when is_lender then 'structure' else 'default' end,
    kind_reason = case when is_demo then 'the demo universe''s sector' when is_lender then 'a Screener export''s lender rows' else null end,
    industry = case when is_demo then sector else null end`,
  `alter table companies drop column is_lender`,

  `update financial_years set period_end = make_date(fiscal_year, 3, 31) where period_end is null`,
  `alter table financial_years alter column period_end set not null`,
  `alter table financial_years
    add column months integer not null default 12 check (months between 1 and 36),
    add column basis text check (basis in ('consolidated', 'standalone')),
    ${FIGURES_0004.map((column) => `add column ${column} double precision`).join(',\n    ')}`,
  `alter table financial_years drop constraint financial_years_pkey`,
  `alter table financial_years add primary key (company_id, period_end)`,
  `create index financial_years_fiscal_year_idx on financial_years (company_id, fiscal_year)`,

  `create table financial_year_history (
    id serial primary key,
    company_id text not null references companies (id) on delete cascade,
    period_end date not null,
    replaced_at timestamptz not null default now(),
    replaced_by text not null,
    figures jsonb not null
  )`,
  `create index financial_year_history_company_idx on financial_year_history (company_id, period_end)`,

  `create table quarterly_results (
    company_id text not null references companies (id) on delete cascade,
    period_end date not null,
    ${QUARTER_FIGURES.map((column) => `${column} double precision`).join(',\n    ')},
    source text not null,
    primary key (company_id, period_end)
  )`,

  `alter table prices
    add column approximate boolean not null default false,
    add column exchange text check (exchange in ('NSE', 'BSE'))`,
  // An exact year-end close and an export's 'on or after' price can share a date.
  `alter table prices drop constraint prices_pkey`,
  `alter table prices add primary key (company_id, as_of, source, approximate)`,
  `create view engine_prices as
    select company_id, price, as_of, source, approximate
    from (
      select p.*,
        row_number() over (partition by p.company_id order by p.as_of desc, p.approximate desc, p.source) as recency,
        abs(p.as_of - make_date(extract(year from p.as_of)::int, 3, 31)) as year_end_gap,
        row_number() over (
          partition by p.company_id, p.source, extract(year from p.as_of)
          order by abs(p.as_of - make_date(extract(year from p.as_of)::int, 3, 31)), p.approximate, p.as_of
        ) as year_end_rank
      from prices p
    ) ranked
    where recency = 1 or (year_end_gap <= 45 and year_end_rank = 1)`,
];

const DOWN = [
  `drop view if exists engine_prices`,
  `delete from prices where approximate`,
  `alter table prices drop constraint prices_pkey`,
  `alter table prices add primary key (company_id, as_of, source)`,
  `alter table prices drop column if exists approximate, drop column if exists exchange`,
  `drop table if exists quarterly_results`,
  `drop table if exists financial_year_history`,
  `drop index if exists financial_years_fiscal_year_idx`,
  // Periods that share a fiscal year cannot go back to the old key: keep the twelve-month one.
  `delete from financial_years where months <> 12`,
  `alter table financial_years drop constraint financial_years_pkey`,
  `alter table financial_years add primary key (company_id, fiscal_year)`,
  `alter table financial_years
    drop column months,
    drop column basis,
    ${FIGURES_0004.map((column) => `drop column ${column}`).join(',\n    ')}`,
  `alter table financial_years alter column period_end drop not null`,
  `alter table companies add column is_lender boolean not null default false`,
  `update companies set is_lender = (kind = 'lender')`,
  `alter table companies
    drop column industry,
    drop column bse_sector_name,
    drop column bse_industry_new_name,
    drop column bse_igroup_name,
    drop column bse_isubgroup_name,
    drop column bse_industry,
    drop column kind,
    drop column kind_source,
    drop column kind_reason`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const realFiles: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

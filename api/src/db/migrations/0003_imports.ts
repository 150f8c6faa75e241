import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Real market data (the import tool):
 * - companies learn where their listing came from: the NSE list's as-of date,
 *   and the BSE code, ticker, status and as-of date (a suspended or delisted
 *   scrip is recorded, never deleted);
 * - financial years keep the period end they were read from (a December or
 *   June year end is not 31 March), so the report can say "as of" truthfully;
 * - import_runs records every committed import; its highest id is the data
 *   version a server compares to notice imports made by another process.
 */
const UP = [
  `alter table companies
    add column nse_as_of date,
    add column bse_code text check (bse_code ~ '^[0-9]{6}$'),
    add column bse_id text,
    add column bse_status text check (bse_status in ('Active', 'Suspended', 'Delisted')),
    add column bse_as_of date`,
  `alter table financial_years add column period_end date`,
  `create table import_runs (
    id serial primary key,
    command text not null,
    file text not null,
    added integer not null check (added >= 0),
    updated integer not null check (updated >= 0),
    unchanged integer not null check (unchanged >= 0),
    removed integer not null check (removed >= 0),
    skipped integer not null check (skipped >= 0),
    finished_at timestamptz not null default now()
  )`,
];

const DOWN = [
  `drop table if exists import_runs`,
  `alter table financial_years drop column if exists period_end`,
  `alter table companies
    drop column if exists nse_as_of,
    drop column if exists bse_code,
    drop column if exists bse_id,
    drop column if exists bse_status,
    drop column if exists bse_as_of`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const imports: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

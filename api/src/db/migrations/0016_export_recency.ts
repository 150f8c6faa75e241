import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Which Screener export wrote each statement period, by the export's recency
 * (its latest annual Report Date, then its latest quarter), so an older export
 * never overwrites a newer one's figures without --replace; and the years two
 * exports of one company put more than 10% apart on a balance-sheet line (a
 * reclassification), which the analysis must not difference across (issue 29,
 * finding 2; api/src/ingest/README.md, 'screener').
 */
const UP = [
  `alter table financial_years add column export_latest_year date, add column export_latest_quarter date`,
  `create table reclassified_years (
    company_id text not null references companies (id) on delete cascade,
    period_end date not null,
    lines jsonb not null,
    flagged_by text not null,
    flagged_at timestamptz not null default now(),
    primary key (company_id, period_end)
  )`,
];

const DOWN = [
  `drop table if exists reclassified_years`,
  `alter table financial_years drop column if exists export_latest_year, drop column if exists export_latest_quarter`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const exportRecency: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

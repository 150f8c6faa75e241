import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A user's saved screens (docs/screener.md, 'Saved screens'): a name and the
 * query text, deleted with the user. A name is unique per user without regard
 * to case; the unique index also serves the per-user list (its leading column).
 * How many a user may keep is a service rule (free users: FREE_SAVED_SCREENS).
 */
const UP = [
  `create table saved_screens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    name text not null check (length(name) between 1 and 80),
    query text not null check (length(query) between 1 and 2000),
    created_at timestamptz not null default now()
  )`,
  `create unique index saved_screens_user_name on saved_screens (user_id, lower(name))`,
  `create index saved_screens_user_created on saved_screens (user_id, created_at desc)`,
];

const DOWN = [`drop table if exists saved_screens`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const savedScreens: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A signed-in user's lens and optional pillar weights (GET/PUT
 * /api/account/preferences). One row per user who ever chose; none means the
 * defaults. Deleted with the user.
 */
const UP = [
  `create table user_preferences (
    user_id uuid primary key references users (id) on delete cascade,
    lens text not null check (lens in ('standard', 'graham', 'buffett', 'lynch', 'greenblatt', 'piotroski')),
    weights jsonb check (weights is null or jsonb_typeof(weights) = 'object'),
    updated_at timestamptz not null default now()
  )`,
];

const DOWN = [`drop table if exists user_preferences`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const userPreferences: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Deleting an account (DELETE /api/account):
 * - subscriptions outlive their user, detached from the person (user_id set
 *   null), as accounting law requires;
 * - retired_identities keeps, per deleted identity, only a one-way hash of its
 *   subject with the free-limit usage and the deletion time, so signing in
 *   again neither restores a fresh free quota nor revives a token issued
 *   before the deletion.
 */
const UP = [
  `alter table subscriptions alter column user_id drop not null`,
  `alter table subscriptions drop constraint subscriptions_user_id_fkey`,
  `alter table subscriptions add constraint subscriptions_user_id_fkey foreign key (user_id) references users (id) on delete set null`,
  `create table retired_identities (
    subject_hash bytea primary key check (octet_length(subject_hash) = 32),
    companies_used integer not null check (companies_used >= 0),
    tokens_valid_after timestamptz not null,
    retired_at timestamptz not null default now()
  )`,
];

const DOWN = [
  `drop table if exists retired_identities`,
  `delete from subscriptions where user_id is null`,
  `alter table subscriptions drop constraint subscriptions_user_id_fkey`,
  `alter table subscriptions add constraint subscriptions_user_id_fkey foreign key (user_id) references users (id) on delete cascade`,
  `alter table subscriptions alter column user_id set not null`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const accountDeletion: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit trail (docs/accounts.md, 'Accounts, audit and retention'): who did
 * what to which target, when, from where, and how it ended. Never a token.
 * The IP address and user agent are cleared after the stated retention
 * period; the partial index lets the scheduled purge find only rows that
 * still hold them.
 */
const UP = [
  `create table audit_events (
    id bigserial primary key,
    occurred_at timestamptz not null default now(),
    actor_kind text not null check (actor_kind in ('user', 'anonymous', 'import_tool')),
    actor_user_id uuid,
    action text not null check (length(action) between 1 and 64),
    target text check (length(target) <= 300),
    outcome text not null check (outcome in ('success', 'failure')),
    reason text check (length(reason) <= 64),
    ip text check (length(ip) <= 64),
    user_agent text check (length(user_agent) <= 300)
  )`,
  `create index audit_events_actor_idx on audit_events (actor_user_id, occurred_at) where actor_user_id is not null`,
  `create index audit_events_personal_data_idx on audit_events (occurred_at) where ip is not null or user_agent is not null`,
];

const DOWN = [`drop table if exists audit_events`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const auditEvents: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

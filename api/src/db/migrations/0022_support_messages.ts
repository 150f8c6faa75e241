import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Messages sent through the footer's contact form (docs/support.md). A message
 * from a signed-in user goes with the account (on delete cascade); one from a
 * visitor has no user. `reference` is what the person quotes ('SUP-7K3QX9').
 * The open list reads priority first, then oldest first.
 */
const UP = [
  `create table support_messages (
    id uuid primary key default gen_random_uuid(),
    reference text not null unique check (reference ~ '^SUP-[A-Z0-9]{6}$'),
    user_id uuid references users (id) on delete cascade,
    email text not null check (length(email) between 3 and 254),
    name text check (length(name) <= 120),
    topic text not null check (topic in ('account', 'billing', 'data', 'bug', 'other')),
    message text not null check (length(message) between 1 and 5000),
    company_id text references companies (id) on delete set null,
    priority boolean not null default false,
    status text not null default 'open' check (status in ('open', 'closed')),
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    forwarded_at timestamptz,
    forward_error text check (length(forward_error) <= 500)
  )`,
  `create index support_messages_open on support_messages (priority desc, created_at) where status = 'open'`,
  `create index support_messages_user on support_messages (user_id) where user_id is not null`,
];

const DOWN = [`drop table if exists support_messages`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const supportMessages: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

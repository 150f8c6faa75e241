import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Signing out refuses the identity token that made the session (security
 * review finding 14):
 * - a session remembers what identifies its identity token (the provider's
 *   session id, or the token's hash) and until when such a token can be valid;
 * - sign-out copies that into revoked_identity_tokens, which the bearer path
 *   consults; rows past expires_at are purged on schedule;
 * - users.tokens_valid_after ('sign out everywhere') refuses every identity
 *   token issued before it.
 */
const UP = [
  `alter table sessions
    add column identity_key bytea check (octet_length(identity_key) = 32),
    add column identity_key_expires_at timestamptz`,
  `create table revoked_identity_tokens (
    key_hash bytea primary key check (octet_length(key_hash) = 32),
    expires_at timestamptz not null
  )`,
  `create index revoked_identity_tokens_expires_idx on revoked_identity_tokens (expires_at)`,
  `alter table users add column tokens_valid_after timestamptz`,
];

const DOWN = [
  `alter table users drop column if exists tokens_valid_after`,
  `drop table if exists revoked_identity_tokens`,
  `alter table sessions drop column if exists identity_key, drop column if exists identity_key_expires_at`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const identityRevocation: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

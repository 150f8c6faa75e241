import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A user is their identity's subject (users.id); the e-mail is contact data
 * the identity provider reports on each sign-in (docs/accounts.md, 'Signing
 * in'). The provider can hand an e-mail on to another identity (a Supabase
 * e-mail reassignment), and the unique e-mail then failed every call of the
 * second identity (issue 28, F12). Nothing looks a user up by e-mail, so no
 * index replaces the constraint.
 */
const UP = [`alter table users drop constraint users_email_key`];

// Fails while two users share an e-mail: which of them owns it is not for a migration to decide.
const DOWN = [`alter table users add constraint users_email_key unique (email)`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const emailNotUnique: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};

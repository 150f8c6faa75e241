import { sql, type Kysely, type Transaction } from 'kysely';
import { lockIdentity } from './identityTokenRepository';
import { type Database, type SubscriptionTier } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AccountSessionRow {
  token_hash: Buffer;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
  ip: string | null;
}

/** The user's sessions, newest activity first; with cut-offs, only those still live. */
export async function sessionsOf(db: Db, userId: string, live?: { idleCutoff: Date; absoluteCutoff: Date }): Promise<AccountSessionRow[]> {
  let query = db.selectFrom('sessions').select(['token_hash', 'created_at', 'last_seen_at', 'user_agent', 'ip']).where('user_id', '=', userId);
  if (live) query = query.where('last_seen_at', '>', live.idleCutoff).where('created_at', '>', live.absoluteCutoff);
  return query.orderBy('last_seen_at', 'desc').execute();
}

export async function userRow(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'picture_url', 'companies_used', 'premium_until', 'tokens_valid_after', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function companyAccessOf(db: Db, userId: string): Promise<Array<{ company_id: string; company_name: string; first_accessed_at: Date }>> {
  return db
    .selectFrom('company_access')
    .innerJoin('companies', 'companies.id', 'company_access.company_id')
    .select(['company_access.company_id', 'companies.name as company_name', 'company_access.first_accessed_at'])
    .where('company_access.user_id', '=', userId)
    .orderBy('company_access.first_accessed_at')
    .execute();
}

export async function subscriptionsOf(
  db: Db,
  userId: string,
): Promise<Array<{ id: string; tier: SubscriptionTier; starts_at: Date; ends_at: Date; payment_reference: string; is_test: boolean; created_at: Date }>> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'tier', 'starts_at', 'ends_at', 'payment_reference', 'is_test', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Keeps the user's audit events (what happened, when, how it ended) but
 * nothing that leads back to them: not their id as actor nor in a target
 * ('user:<id>' becomes 'user:deleted'; issue 28, F9: a local-mode id is a
 * UUIDv5 of the e-mail, so anyone can recompute it), nor the IP address and
 * user agent of their own events. Targets are searched in the whole table:
 * deletions are rare, and an event naming the user may have another actor.
 */
async function scrubAuditEvents(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.updateTable('audit_events').set({ actor_user_id: null, ip: null, user_agent: null }).where('actor_user_id', '=', userId).execute();
  await trx
    .updateTable('audit_events')
    .set({ target: sql<string>`replace(target, ${userId}, 'deleted')` })
    .where(sql<number>`strpos(target, ${userId})`, '>', 0)
    .execute();
}

/**
 * Removes the user's personal rows in the caller's transaction: keeps the
 * free-limit usage under the subject's hash (the larger count if the identity
 * was deleted before), strips the user from the audit trail, and deletes
 * the user, whose sessions and company accesses go with it and whose
 * subscriptions and payments stay with user_id set null (foreign keys of
 * migrations 0001, 0008 and 0011). False when there was no such user.
 */
export async function deleteUser(trx: Transaction<Database>, input: { userId: string; subjectHash: Buffer; tokensValidAfter: Date }): Promise<boolean> {
  // Before reading the user: a first sign-in recording this identity now either commits before, or sees the retired identity.
  await lockIdentity(trx, input.subjectHash);
  const user = await trx.selectFrom('users').select('companies_used').where('id', '=', input.userId).forUpdate().executeTakeFirst();
  if (!user) return false;
  await trx
    .insertInto('retired_identities')
    .values({ subject_hash: input.subjectHash, companies_used: Number(user.companies_used), tokens_valid_after: input.tokensValidAfter })
    .onConflict((oc) =>
      oc.column('subject_hash').doUpdateSet({
        companies_used: sql<number>`greatest(retired_identities.companies_used, excluded.companies_used)`,
        tokens_valid_after: sql<Date>`greatest(retired_identities.tokens_valid_after, excluded.tokens_valid_after)`,
        retired_at: sql<Date>`now()`,
      }),
    )
    .execute();
  await scrubAuditEvents(trx, input.userId);
  await trx.deleteFrom('users').where('id', '=', input.userId).execute();
  return true;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface IdentityClaims {
  id: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
  /** VerifiedIdentity.tokenKey. */
  tokenKey: Buffer;
  /** When the token was issued. */
  issuedAt: Date;
  /** The subject's hash in retired_identities (a deleted account). */
  retiredHash: Buffer;
}

export interface IdentityStanding {
  /**
   * Why the token is refused before its user is written: signed out (the token or its provider session is
   * in revoked_identity_tokens), or issued before its account was deleted (the latter when both hold).
   */
  refused: 'signed_out' | 'account_deleted' | null;
  /** The user's 'sign out everywhere' time; null when the token was refused (nothing was written). */
  tokensValidAfter: Date | null;
}

/**
 * Serialises recording an identity with deleting its account (issue 28, F3).
 * Both take this transaction-scoped lock, keyed by the subject's hash, before
 * they read: under READ COMMITTED an upsert that waited for a deletion to
 * commit inserted the user again with what its statement had read before,
 * no retired identity, so a fresh free quota and no token cut-off. A
 * collision of two subjects' keys only makes them wait for each other.
 */
export async function lockIdentity(trx: Transaction<Database>, subjectHash: Buffer): Promise<void> {
  await sql`select pg_advisory_xact_lock(${IDENTITY_LOCK_SPACE}, ${subjectHash.readInt32BE(0)})`.execute(trx);
}

/** The first key of lockIdentity's two-key advisory locks (a lock space of its own; Kysely's migration lock uses the one-key form). */
const IDENTITY_LOCK_SPACE = 28_003;

/**
 * Records the user a verified identity token names (its claims are the source
 * of truth) unless the token was signed out. A known user costs one statement,
 * as the bearer path runs it on every request. The returned
 * tokens_valid_after is the row as updated, so a concurrent 'sign out
 * everywhere' is seen. A new user (or one whose row a concurrent deletion just
 * removed) is recorded under lockIdentity, and a user re-created after
 * deleting their account starts from the retired identity's free-limit usage
 * and sign-out time.
 */
export async function recordIdentity(db: Db, claims: IdentityClaims, now: Date): Promise<IdentityStanding> {
  const known = await updateKnownUser(db, claims, now);
  if (known !== null) return known;
  if (db.isTransaction) return insertUser(db as Transaction<Database>, claims, now);
  return db.transaction().execute((trx) => insertUser(trx, claims, now));
}

/** IdentityStanding.refused, one row per reason that applies. */
const refusalsCte = (claims: IdentityClaims, now: Date) => sql`
  select 'signed_out' as why from revoked_identity_tokens where key_hash = ${claims.tokenKey} and expires_at > ${now}
  union all
  select 'account_deleted' from retired_identities where subject_hash = ${claims.retiredHash} and tokens_valid_after > ${claims.issuedAt}
`;

type Refusal = IdentityStanding['refused'];

/** Updates an existing user's claims; null when there was no such row to update (nor a refusal). */
async function updateKnownUser(db: Db, claims: IdentityClaims, now: Date): Promise<IdentityStanding | null> {
  const { rows } = await sql<{ refused: Refusal; updated: boolean; tokens_valid_after: Date | null }>`
    with refusals as (${refusalsCte(claims, now)}), updated as (
      update users set email = ${claims.email}, full_name = ${claims.fullName}, picture_url = ${claims.pictureUrl}
      where id = ${claims.id} and not exists (select 1 from refusals)
      returning tokens_valid_after
    )
    select (select min(why) from refusals) as refused, exists (select 1 from updated) as updated,
      (select tokens_valid_after from updated) as tokens_valid_after
  `.execute(db);
  const row = rows[0];
  if (row?.refused) return { refused: row.refused, tokensValidAfter: null };
  return row?.updated === true ? { refused: null, tokensValidAfter: row.tokens_valid_after } : null;
}

/** Inserts (or, after a concurrent first sign-in, updates) the user under lockIdentity: its reads see any deletion that committed. */
async function insertUser(trx: Transaction<Database>, claims: IdentityClaims, now: Date): Promise<IdentityStanding> {
  await lockIdentity(trx, claims.retiredHash);
  const { rows } = await sql<{ refused: Refusal; tokens_valid_after: Date | null }>`
    with retired as (
      select companies_used, tokens_valid_after from retired_identities where subject_hash = ${claims.retiredHash}
    ), refusals as (${refusalsCte(claims, now)}), upserted as (
      insert into users (id, email, full_name, picture_url, companies_used, tokens_valid_after)
      select ${claims.id}::uuid, ${claims.email}::text, ${claims.fullName}::text, ${claims.pictureUrl}::text,
        coalesce((select companies_used from retired), 0), (select tokens_valid_after from retired)
      where not exists (select 1 from refusals)
      on conflict (id) do update set email = excluded.email, full_name = excluded.full_name, picture_url = excluded.picture_url
      returning tokens_valid_after
    )
    select (select min(why) from refusals) as refused, (select tokens_valid_after from upserted) as tokens_valid_after
  `.execute(trx);
  const row = rows[0];
  return { refused: row?.refused ?? null, tokensValidAfter: row?.tokens_valid_after ?? null };
}

/** Refuses an identity token (or a provider session) until it would have expired anyway. */
export async function revokeIdentityKey(db: Db, keyHash: Buffer, expiresAt: Date): Promise<void> {
  await db
    .insertInto('revoked_identity_tokens')
    .values({ key_hash: keyHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ expires_at: sql<Date>`greatest(revoked_identity_tokens.expires_at, excluded.expires_at)` }))
    .execute();
}

/** 'Sign out everywhere': refuses identity tokens issued before validAfter and deletes every session. Returns the sessions ended. */
export async function refuseTokensBefore(db: Db, userId: string, validAfter: Date): Promise<number> {
  await db.updateTable('users').set({ tokens_valid_after: validAfter }).where('id', '=', userId).execute();
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revocations whose tokens have expired by now: jose refuses those on its own. */
export async function deleteExpiredRevocations(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('revoked_identity_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

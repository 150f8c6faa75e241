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
  /** Signed out (the token or its provider session is in revoked_identity_tokens), or issued before its account was deleted. */
  revoked: boolean;
  /** The user's 'sign out everywhere' time; null when the token was revoked (nothing was written). */
  tokensValidAfter: Date | null;
}

/**
 * Records the user a verified identity token names (its claims are the source
 * of truth) unless the token was signed out, in one statement, so a bearer
 * request costs one round trip. The returned tokens_valid_after is the row as
 * updated, so a concurrent 'sign out everywhere' is seen. A user re-created
 * after deleting their account starts from the retired identity's free-limit
 * usage and sign-out time.
 */
export async function recordIdentity(db: Db, claims: IdentityClaims, now: Date): Promise<IdentityStanding> {
  const { rows } = await sql<{ revoked: boolean; tokens_valid_after: Date | null }>`
    with retired as (
      select companies_used, tokens_valid_after from retired_identities where subject_hash = ${claims.retiredHash}
    ), revoked as (
      select 1 from revoked_identity_tokens where key_hash = ${claims.tokenKey} and expires_at > ${now}
      union all
      select 1 from retired where tokens_valid_after > ${claims.issuedAt}
    ), upserted as (
      insert into users (id, email, full_name, picture_url, companies_used, tokens_valid_after)
      select ${claims.id}::uuid, ${claims.email}::text, ${claims.fullName}::text, ${claims.pictureUrl}::text,
        coalesce((select companies_used from retired), 0), (select tokens_valid_after from retired)
      where not exists (select 1 from revoked)
      on conflict (id) do update set email = excluded.email, full_name = excluded.full_name, picture_url = excluded.picture_url
      returning tokens_valid_after
    )
    select exists (select 1 from revoked) as revoked, (select tokens_valid_after from upserted) as tokens_valid_after
  `.execute(db);
  const row = rows[0];
  return { revoked: row?.revoked === true, tokensValidAfter: row?.tokens_valid_after ?? null };
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

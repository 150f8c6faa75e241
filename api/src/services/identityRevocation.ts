import { createHash } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import { ACCOUNT_DELETED_REASON, InvalidIdentityError } from '../auth/authErrors';
import { type VerifiedIdentity } from '../auth/identityVerifier';
import { recordIdentity, refuseTokensBefore, revokeIdentityKey } from '../db/identityTokenRepository';
import { type Database } from '../db/schema';
import { recordAudit, type RequestOrigin } from './audit';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Identity tokens after sign-out (security review finding 14). A plain
 * sign-out revokes the token that made that session (or its provider session);
 * 'sign out everywhere' refuses every token issued before it. Neither touches
 * other devices' tokens on a plain sign-out.
 */

export const SIGNED_OUT_MESSAGE = 'This sign-in has ended. Please sign in again.';

/**
 * Records the token's user and refuses a signed-out token (401). Costs one
 * statement: the bearer path runs it on every request.
 */
export async function acceptIdentity(db: Db, identity: VerifiedIdentity, now: Date): Promise<void> {
  const standing = await recordIdentity(
    db,
    {
      id: identity.userId,
      email: identity.email,
      fullName: identity.fullName,
      pictureUrl: identity.pictureUrl,
      tokenKey: identity.tokenKey,
      issuedAt: new Date(identity.issuedAt * 1000),
      retiredHash: retiredIdentityHash(identity.userId),
    },
    now,
  );
  if (standing.refused === 'account_deleted') throw new InvalidIdentityError(SIGNED_OUT_MESSAGE, ACCOUNT_DELETED_REASON);
  if (standing.refused === 'signed_out') throw new InvalidIdentityError(SIGNED_OUT_MESSAGE, 'revoked');
  if (issuedBefore(identity, standing.tokensValidAfter)) throw new InvalidIdentityError(SIGNED_OUT_MESSAGE, 'signed_out_everywhere');
}

/**
 * How a deleted account's identity is remembered: a one-way hash of its
 * subject (the identity provider's user id), enough to recognise the same
 * identity signing in again and nothing more. Pseudonymous, not anonymous:
 * whoever knows the subject can recompute it.
 */
export function retiredIdentityHash(userId: string): Buffer {
  return createHash('sha256').update(`conviction:retired-identity:${userId.toLowerCase()}`, 'utf8').digest();
}

function issuedBefore(identity: VerifiedIdentity, validAfter: Date | null): boolean {
  return validAfter !== null && identity.issuedAt * 1000 < validAfter.getTime();
}

/** Refuses an ended session's identity token while it can still be valid. */
export async function revokeSessionIdentity(db: Db, ended: { identityKey: Buffer | null; identityKeyExpiresAt: Date | null }, now: Date): Promise<void> {
  if (ended.identityKey === null || ended.identityKeyExpiresAt === null || ended.identityKeyExpiresAt <= now) return;
  await revokeIdentityKey(db, ended.identityKey, ended.identityKeyExpiresAt);
}

/**
 * The cut-off for 'sign out everywhere': token times are whole seconds, so it
 * is rounded up, and a token issued in the same second is refused too (a new
 * sign-in a second later is accepted).
 */
export function tokenCutoff(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / 1000) * 1000);
}

/** Ends every session of the user and refuses every identity token issued until now. Returns the sessions ended. */
export async function signOutEverywhere(db: Kysely<Database>, userId: string, now: Date, origin: RequestOrigin): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await refuseTokensBefore(trx, userId, tokenCutoff(now));
    await recordAudit(trx, { action: 'session.revoke_all', userId, target: `user:${userId}`, outcome: 'success', origin });
    return ended;
  });
}

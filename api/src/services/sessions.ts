import { type Kysely } from 'kysely';
import { type VerifiedIdentity } from '../auth/identityVerifier';
import { hashSessionToken, isWellFormedToken, newSessionToken, publicSessionId } from '../auth/sessionTokens';
import { type LiveSession, type SessionUser } from '../auth/sessionUser';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, type SessionWindow } from '../db/sessionRepository';
import { type Database } from '../db/schema';
import { recordAudit, type RequestOrigin } from './audit';
import { acceptIdentity, revokeSessionIdentity } from './identityRevocation';

/** Idle time-out and absolute lifetime (OWASP's idle range, a NIST AAL3-style overall cap; docs/product-rules.md). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Identity tokens are exchanged for a session only while this fresh (docs/decisions/0003-session-cookie.md). */
export const MAX_TOKEN_AGE_AT_EXCHANGE_MS = 10 * 60 * 1000;
/** Activity is written at most once a minute, so the idle time-out is effectively 30 min ± 1 min. */
export const SESSION_BUMP_MS = 60 * 1000;

function windowAt(now: Date): SessionWindow {
  return {
    now,
    idleCutoff: new Date(now.getTime() - SESSION_IDLE_MS),
    absoluteCutoff: new Date(now.getTime() - SESSION_ABSOLUTE_MS),
    bumpCutoff: new Date(now.getTime() - SESSION_BUMP_MS),
  };
}

export interface CreatedSession {
  token: string;
  user: SessionUser;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/**
 * Until when a session's identity token must stay refused after sign-out.
 * The token itself: until it expires. A provider session: its later tokens
 * were refreshed before sign-out, which is at most the exchange age plus the
 * session lifetime after this token was issued, and each lives as long.
 */
export function identityKeyExpiry(identity: VerifiedIdentity): Date {
  const expires = identity.expiresAt * 1000;
  return new Date(identity.tokenKeyScope === 'token' ? expires : expires + MAX_TOKEN_AGE_AT_EXCHANGE_MS + SESSION_ABSOLUTE_MS);
}

/**
 * A new session for a verified identity. Every sign-in gets a fresh token; a
 * token the client offers is never reused. A signed-out identity token is
 * refused (401).
 */
export async function createSession(
  db: Kysely<Database>,
  identity: VerifiedIdentity,
  context: { now: Date; userAgent: string | null; ip: string | null },
): Promise<CreatedSession> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const user = { id: identity.userId, email: identity.email, fullName: identity.fullName, pictureUrl: identity.pictureUrl };
  const origin: RequestOrigin = { ip: context.ip, userAgent: context.userAgent?.slice(0, 300) ?? null };
  await db.transaction().execute(async (trx) => {
    await acceptIdentity(trx, identity, context.now);
    await insertSession(trx, {
      tokenHash,
      userId: user.id,
      now: context.now,
      userAgent: origin.userAgent,
      ip: origin.ip,
      identityKey: identity.tokenKey,
      identityKeyExpiresAt: identityKeyExpiry(identity),
    });
    await recordAudit(trx, { action: 'session.create', userId: user.id, target: `session:${publicSessionId(tokenHash)}`, outcome: 'success', origin });
  });
  return {
    token,
    user: { userId: user.id, email: user.email, fullName: user.fullName, pictureUrl: user.pictureUrl },
    idleExpiresAt: new Date(context.now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(context.now.getTime() + SESSION_ABSOLUTE_MS),
  };
}

/**
 * The session's user while it is live (and records the activity), with the
 * moment it ends unless used again, so a memo never keeps it longer; else null.
 */
export async function resolveSession(db: Kysely<Database>, token: string, now: Date): Promise<LiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const window = windowAt(now);
  const row = await findLiveSession(db, hashSessionToken(token), window);
  if (!row) return null;
  // The row is read as it was before this lookup's bump, which happens when it was last seen before the cutoff.
  const lastSeen = row.last_seen_at < window.bumpCutoff ? now : row.last_seen_at;
  const expiresAt = Math.min(lastSeen.getTime() + SESSION_IDLE_MS, row.created_at.getTime() + SESSION_ABSOLUTE_MS);
  return { user: { userId: row.id, email: row.email, fullName: row.full_name, pictureUrl: row.picture_url }, expiresAt: new Date(expiresAt) };
}

/** Ends the session and refuses the identity token that made it; other sessions of the user stay. */
export async function endSession(db: Kysely<Database>, token: string, now: Date, origin: RequestOrigin): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const tokenHash = hashSessionToken(token);
  return db.transaction().execute(async (trx) => {
    const ended = await deleteSession(trx, tokenHash);
    if (!ended) return false;
    await revokeSessionIdentity(trx, ended, now);
    await recordAudit(trx, { action: 'session.invalidate', userId: ended.userId, target: `session:${publicSessionId(tokenHash)}`, outcome: 'success', origin });
    return true;
  });
}

export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteExpiredSessions(db, windowAt(now));
}

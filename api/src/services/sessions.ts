import { createHash, randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type VerifiedIdentity } from '../auth/identityVerifier';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, upsertUser, type SessionWindow } from '../db/sessionRepository';
import { type Database } from '../db/schema';

/** Idle time-out and absolute lifetime (design note: OWASP idle range, NIST AAL3-style overall cap). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most once a minute, so the idle time-out is effectively 30 min ± 1 min. */
export const SESSION_BUMP_MS = 60 * 1000;

/** 32 random bytes, base64url: exactly 43 characters from this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a database leak reveals no usable token. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** For log correlation: the first 8 hex characters of the hash, never the token. */
export function sessionLogId(token: string): string {
  return hashSessionToken(token).toString('hex').slice(0, 8);
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

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
 * A new session for a verified identity. Every sign-in gets a fresh token; a
 * token the client offers is never reused.
 */
export async function createSession(
  db: Kysely<Database>,
  identity: VerifiedIdentity,
  context: { now: Date; userAgent: string | null; ip: string | null },
): Promise<CreatedSession> {
  const token = newSessionToken();
  const user = { id: identity.userId, email: identity.email, fullName: identity.fullName, pictureUrl: identity.pictureUrl };
  await db.transaction().execute(async (trx) => {
    await upsertUser(trx, user);
    await insertSession(trx, { tokenHash: hashSessionToken(token), userId: user.id, now: context.now, userAgent: context.userAgent?.slice(0, 300) ?? null, ip: context.ip });
  });
  return {
    token,
    user: { userId: user.id, email: user.email, fullName: user.fullName, pictureUrl: user.pictureUrl },
    idleExpiresAt: new Date(context.now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(context.now.getTime() + SESSION_ABSOLUTE_MS),
  };
}

/** The session's user while it is live (and records the activity), else null. */
export async function resolveSession(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await findLiveSession(db, hashSessionToken(token), windowAt(now));
  return row ? { userId: row.id, email: row.email, fullName: row.full_name, pictureUrl: row.picture_url } : null;
}

export async function endSession(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return deleteSession(db, hashSessionToken(token));
}

export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteExpiredSessions(db, windowAt(now));
}

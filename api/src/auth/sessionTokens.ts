import { createHash, randomBytes } from 'node:crypto';

/** Session tokens: made here, stored only as their hash (services/sessions.ts keeps the sessions themselves). */

/** 32 random bytes, base64url: exactly 43 characters from this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a database leak reveals no usable token. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * How a session is named to its owner and in the audit trail: the first 16
 * hex characters of the token's hash (a one-way function of a random token,
 * so it reveals nothing usable).
 */
export function publicSessionId(tokenHash: Buffer): string {
  return tokenHash.toString('hex').slice(0, 16);
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

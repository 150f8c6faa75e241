import { parse as parseCookies } from 'cookie';
import { type Request, type RequestHandler, type Response } from 'express';
import { IdentityProviderUnavailableError, InvalidIdentityError } from '../auth/authErrors';
import { type IdentityVerifier, type VerifiedIdentity } from '../auth/identityVerifier';
import { type SessionCache, type SessionLookup } from '../auth/sessionCache';
import { CodedError } from '../errors/domainError';
import { HttpError, unauthorized } from './httpError';

/** `__Host-` pins the cookie to this exact origin: Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = '__Host-sid';
const MAX_AUTH_HEADER = 4096;

/** Who is calling, as established by the server (never by the request body). */
export interface AuthContext {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
  via: 'session' | 'bearer';
  /** The session token, when the caller came with the cookie. */
  sessionToken: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
    /** Why the Authorization header was refused; raised only by routes that need a caller (requireCaller). */
    authError?: unknown;
  }
}

export function readSessionCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parseCookies(header)[SESSION_COOKIE] ?? null;
}

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  if (header.length > MAX_AUTH_HEADER) throw new HttpError(401, 'unauthorized', 'The Authorization header is too long.');
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) throw new HttpError(401, 'unauthorized', 'The Authorization header must be "Bearer <token>".');
  return match[1]!;
}

export function setSessionCookie(res: Response, token: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
}

/**
 * The session rules authenticate applies. app.ts binds them to services/ (with
 * the database and the clock), so this middleware imports no service.
 */
export interface CallerLookup {
  /** Throws InvalidIdentityError when the verified token's identity was revoked. */
  acceptIdentity(identity: VerifiedIdentity): Promise<void>;
  /** The live session a cookie token stands for (asked when the memo has no fresh entry), or null. */
  resolveSession: SessionLookup;
}

/**
 * Establishes req.auth from a verified identity token (API clients) or the
 * session cookie (browsers). A bad or expired bearer token is kept on the
 * request and raised by requireCaller, so a route that needs a caller answers
 * 401 (or 503 when the identity provider is down) while a public route such
 * as the plan list ignores it; a stale cookie just leaves the caller
 * anonymous (and is cleared).
 */
export function authenticate(deps: { verifier: IdentityVerifier; callers: CallerLookup; sessions: SessionCache }): RequestHandler {
  return async (req, res, next) => {
    // Responses that depend on who is asking must never be cached.
    res.setHeader('Cache-Control', 'no-store');
    let identity: Awaited<ReturnType<IdentityVerifier['verify']>> | null = null;
    try {
      const bearer = bearerToken(req);
      if (bearer) {
        identity = await deps.verifier.verify(bearer);
        await deps.callers.acceptIdentity(identity);
      }
    } catch (error) {
      if (!isRefusal(error)) throw error;
      req.authError = error;
      return next();
    }
    if (identity !== null) {
      req.auth = {
        userId: identity.userId,
        email: identity.email,
        fullName: identity.fullName,
        pictureUrl: identity.pictureUrl,
        via: 'bearer',
        sessionToken: null,
      };
      return next();
    }
    const token = readSessionCookie(req);
    if (token) {
      const user = await deps.sessions.resolve(token, deps.callers.resolveSession);
      if (user) {
        req.auth = { ...user, via: 'session', sessionToken: token };
      } else clearSessionCookie(res);
    }
    next();
  };
}

/** A refused Authorization header (kept for requireCaller), as opposed to an outage of our own database (raised). */
function isRefusal(error: unknown): boolean {
  return error instanceof CodedError || error instanceof InvalidIdentityError || error instanceof IdentityProviderUnavailableError;
}

/** The caller, or a 401 (the refused Authorization header's own error when there was one). */
export function requireCaller(req: Request): AuthContext {
  if (req.authError !== undefined) throw req.authError;
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/**
 * The public API's requests carry a user id in bodies and paths; it is kept
 * for compatibility but must be the caller's own (never someone else's).
 */
export function assertOwnUserId(caller: AuthContext, claimed: string | undefined): void {
  if (claimed !== undefined && claimed.toLowerCase() !== caller.userId) {
    throw new HttpError(403, 'forbidden', 'You can only act on your own account.');
  }
}

import { createHash } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { IdentityProviderUnavailableError, InvalidIdentityError } from './authErrors';

/** Who a verified identity token says the caller is. */
export interface VerifiedIdentity {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  /**
   * What sign-out revokes (SHA-256, 32 bytes): the identity provider's session
   * (Supabase's `session_id` claim, shared by every token refreshed from one
   * sign-in) when the token names one, else this very token.
   */
  tokenKey: Buffer;
  tokenKeyScope: 'provider_session' | 'token';
}

export interface IdentityVerifierOptions {
  /** e.g. `${SUPABASE_URL}/auth/v1`, or the local issuer's URL. Never taken from the token. */
  issuer: string;
  keys: JWTVerifyGetKey;
  /** Injectable clock for tests (seconds or Date). */
  currentDate?: () => Date;
}

export interface VerifyOptions {
  /** At session creation only: refuse tokens issued longer ago than this (e.g. '10m'). */
  maxTokenAge?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
// Reject absurd inputs before any parsing work (a real access token is ~1 KB).
const MAX_TOKEN_LENGTH = 8 * 1024;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function stringClaim(payload: JWTPayload, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Namespaced before hashing, so a session id can never collide with a token's hash. */
function tokenKeyOf(payload: JWTPayload, token: string): Pick<VerifiedIdentity, 'tokenKey' | 'tokenKeyScope'> {
  const providerSession = stringClaim(payload, 'session_id');
  const key = providerSession === null ? `token:${token}` : `provider_session:${providerSession}`;
  return { tokenKey: createHash('sha256').update(key, 'utf8').digest(), tokenKeyScope: providerSession === null ? 'token' : 'provider_session' };
}

function metadataString(payload: JWTPayload, key: string): string | null {
  const metadata = payload.user_metadata;
  if (!metadata || typeof metadata !== 'object') return null;
  const value = (metadata as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Maps jose's failures: bad credentials are 401, an unreachable key set is 503. */
function translate(error: unknown): Error {
  if (error instanceof InvalidIdentityError) return error;
  if (error instanceof errors.JWKSTimeout) return new IdentityProviderUnavailableError('The identity provider did not answer in time.');
  // A non-200 or unparseable key-set response surfaces as a plain JOSEError or JWKSInvalid.
  if (error instanceof errors.JWKSInvalid || (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')) {
    return new IdentityProviderUnavailableError('The identity provider could not be reached.');
  }
  if (error instanceof errors.JOSEError) {
    const reason = error.code;
    const message = error instanceof errors.JWTExpired ? 'The sign-in has expired. Please sign in again.' : 'The sign-in could not be verified.';
    return new InvalidIdentityError(message, reason);
  }
  // fetch failures from a remote key set (network down, DNS, 5xx) are outages, not bad tokens
  return new IdentityProviderUnavailableError('The identity provider could not be reached.');
}

/**
 * Verifies Supabase-shaped access tokens (ES256, issuer, audience
 * 'authenticated', exp/iat/sub required) — the same code for Supabase's key set
 * and for the built-in local issuer's.
 */
export function createIdentityVerifier({ issuer, keys, currentDate }: IdentityVerifierOptions) {
  return {
    async verify(token: string, options: VerifyOptions = {}): Promise<VerifiedIdentity> {
      if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) {
        throw new InvalidIdentityError('The sign-in token is malformed.', 'malformed');
      }
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: 'authenticated',
          algorithms: ['ES256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: 5,
          ...(options.maxTokenAge ? { maxTokenAge: options.maxTokenAge } : {}),
          ...(currentDate ? { currentDate: currentDate() } : {}),
        });
        const sub = payload.sub ?? '';
        if (!UUID.test(sub)) throw new InvalidIdentityError('The sign-in token has no valid subject.', 'bad_sub');
        if (payload.role !== 'authenticated') throw new InvalidIdentityError('The sign-in token is not for a signed-in user.', 'bad_role');
        if (payload.is_anonymous === true) throw new InvalidIdentityError('Anonymous sign-ins cannot use Conviction.', 'anonymous');
        const email = stringClaim(payload, 'email');
        if (!email) throw new InvalidIdentityError('The sign-in token carries no e-mail address.', 'no_email');
        return {
          userId: sub.toLowerCase(),
          email: email.toLowerCase(),
          fullName: metadataString(payload, 'full_name') ?? metadataString(payload, 'name'),
          pictureUrl: metadataString(payload, 'avatar_url') ?? metadataString(payload, 'picture'),
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
          ...tokenKeyOf(payload, token),
        };
      } catch (error) {
        throw translate(error);
      }
    },
  };
}

export type IdentityVerifier = ReturnType<typeof createIdentityVerifier>;

import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, SignJWT, type CryptoKey, type JWK } from 'jose';
import { uuidV5 } from './uuidV5';

/** Namespace for local user ids: uuidV5(lower-cased e-mail, this) is stable per e-mail. */
export const LOCAL_USER_NAMESPACE = '3f1c8b36-2d64-4c35-9a8e-6a1f5f0c2b7e';
export const LOCAL_TOKEN_TTL_SECONDS = 10 * 60;

export interface LocalIssuerKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** Where the key pair lives under DATA_DIR. */
export const localKeyFile = (dataDir: string): string => path.join(dataDir, 'auth', 'local-issuer-key.json');

/**
 * The local issuer's ES256 key pair, kept under DATA_DIR so tokens survive a
 * restart. Created on first use with owner-only permissions; `created` says
 * so, for the caller to tell a first start from a key that went missing.
 */
export async function loadOrCreateLocalKeys(dataDir: string): Promise<LocalIssuerKeys & { created: boolean }> {
  const file = localKeyFile(dataDir);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { privateKeyPem: string; publicJwk: JWK };
    return { privateKey: await importPKCS8(stored.privateKeyPem, 'ES256'), publicJwk: stored.publicJwk, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`The local issuer key at ${file} is unreadable: ${(error as Error).message}`, { cause: error });
  }
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const publicJwk: JWK = { ...jwk, alg: 'ES256', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify({ privateKeyPem: await exportPKCS8(privateKey), publicJwk }), { mode: 0o600 });
  await chmod(file, 0o600);
  return { privateKey, publicJwk, created: true };
}

/** Stable per e-mail, whatever its case or surrounding spaces. */
function localUserId(email: string): string {
  return uuidV5(email.trim().toLowerCase(), LOCAL_USER_NAMESPACE);
}

export interface LocalIssuerOptions {
  keys: LocalIssuerKeys;
  /** The issuer URL put in `iss`, e.g. http://localhost:3000/api/auth/local. */
  issuer: string;
  now?: () => Date;
  ttlSeconds?: number;
}

/**
 * Mints Supabase-shaped access tokens for offline development and tests: no
 * Google account is involved. Routes that expose it exist only when the API runs
 * in local auth mode.
 */
export function createLocalIssuer({ keys, issuer, now = () => new Date(), ttlSeconds = LOCAL_TOKEN_TTL_SECONDS }: LocalIssuerOptions) {
  return {
    issuer,
    jwks(): { keys: JWK[] } {
      return { keys: [keys.publicJwk] };
    },
    keySet() {
      return createLocalJWKSet({ keys: [keys.publicJwk] });
    },
    /** The user id (`sub`) a sign-in with this e-mail gets. */
    userIdFor: localUserId,
    async signIn(email: string, fullName: string): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number }> {
      const normalised = email.trim().toLowerCase();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({
        email: normalised,
        role: 'authenticated',
        is_anonymous: false,
        user_metadata: { full_name: fullName.trim() },
        app_metadata: { provider: 'local' },
      })
        .setProtectedHeader({ alg: 'ES256', kid: keys.publicJwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience('authenticated')
        .setSubject(localUserId(normalised))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(keys.privateKey);
      return { access_token: token, token_type: 'bearer', expires_in: ttlSeconds };
    },
  };
}

export type LocalIssuer = ReturnType<typeof createLocalIssuer>;

import { createRemoteJWKSet } from 'jose';
import { type AuthConfig } from 'shared-types/api';
import { type AuthSettings } from '../config/loadConfig';
import { type Logger } from '../logger';
import { createIdentityVerifier, type IdentityVerifier } from './identityVerifier';
import { createLocalIssuer, loadOrCreateLocalKeys, localKeyFile, type LocalIssuer } from './localIssuer';

export interface Identity {
  verifier: IdentityVerifier;
  /** Present only in local mode. */
  localIssuer?: LocalIssuer;
  /** What GET /api/auth/config tells the shell. */
  publicConfig: AuthConfig;
}

/**
 * Supabase: verify against the project's JWKS (cached 10 min, 2 s time-out so
 * an outage fails fast as 503). Local: the built-in issuer's key set — through
 * the very same verifier.
 */
export async function createIdentity(
  settings: AuthSettings,
  dataDir: string,
  logger: Logger,
  options: { dataFolderIsNew: boolean } = { dataFolderIsNew: true },
): Promise<Identity> {
  if (settings.mode === 'supabase') {
    const base = settings.supabaseUrl!;
    const keys = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), { timeoutDuration: 2000 });
    return {
      verifier: createIdentityVerifier({ issuer: `${base}/auth/v1`, keys }),
      publicConfig: { mode: 'supabase', supabase_url: base, supabase_anon_key: settings.supabaseAnonKey ?? null },
    };
  }
  const keys = await loadOrCreateLocalKeys(dataDir);
  if (keys.created && !options.dataFolderIsNew) {
    // Not fatal (sessions are stored in the database, not signed with this key), but never silent.
    logger.warn(
      { file: localKeyFile(dataDir) },
      `The local sign-in key ${localKeyFile(dataDir)} was missing, although this data folder already held a database; a new key was made. ` +
        'Sign-ins that were half-way through must start again; sessions already open stay signed in. If the key was removed by accident, restore the data folder from a backup.',
    );
  }
  const issuer = createLocalIssuer({ keys, issuer: `${settings.publicUrl ?? 'http://localhost'}/api/auth/local` });
  logger.warn(
    'Sign-in is LOCAL: no Google account is contacted and anyone who can reach this server can sign in as any e-mail. Configure SUPABASE_URL and SUPABASE_ANON_KEY for real sign-in.',
  );
  if (settings.localIssuerOnNetwork) {
    logger.warn(
      'ALLOW_LOCAL_ISSUER_ON_NETWORK=true: the local sign-in issuer listens beyond this machine, so anyone on the network can sign in as any e-mail.',
    );
  }
  return {
    verifier: createIdentityVerifier({ issuer: issuer.issuer, keys: issuer.keySet() }),
    localIssuer: issuer,
    publicConfig: { mode: 'local', supabase_url: null, supabase_anon_key: null },
  };
}

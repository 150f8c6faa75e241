import { type Kysely } from 'kysely';
import { type DataDeps } from '../app';
import { createIdentityVerifier } from '../auth/identityVerifier';
import { type Identity } from '../auth/createIdentity';
import { createLocalIssuer, loadOrCreateLocalKeys, type LocalIssuer } from '../auth/localIssuer';
import { type Database } from '../db/schema';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../services/testing/fakeAnalysis';
import { createTempDir } from './fixtures';

/** The local issuer and a verifier for its tokens, as `npm start` has them without a Supabase project. */
export async function localTestIdentity(now: () => Date = () => new Date()): Promise<{ identity: Identity; issuer: LocalIssuer }> {
  const dir = createTempDir('conviction-keys-');
  const issuer = createLocalIssuer({ keys: await loadOrCreateLocalKeys(dir.root), issuer: 'http://localhost/api/auth/local', now });
  const verifier = createIdentityVerifier({ issuer: issuer.issuer, keys: issuer.keySet(), currentDate: now });
  return { identity: { verifier, localIssuer: issuer, publicConfig: { mode: 'local', supabase_url: null, supabase_anon_key: null } }, issuer };
}

/**
 * What createApp needs to mount its database-backed API in a test: `db`, the
 * local issuer, a fake engine and no import route, each replaceable.
 */
export async function testAppData(db: Kysely<Database>, overrides: Partial<DataDeps> = {}): Promise<DataDeps> {
  const { identity } = await localTestIdentity();
  return { db, identity, engine: { version: FAKE_ENGINE_VERSION, analyse: createFakeAnalyse().analyse }, importToken: null, ...overrides };
}

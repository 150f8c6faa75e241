import { type Express } from 'express';
import request from 'supertest';
import { createApp, type AppDeps } from '../app';
import { type LocalIssuer } from '../auth/localIssuer';
import { OPEN_TIMEOUT_MS, type TestDatabase, type TestEngine } from '../db/testing/testDatabases';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../services/testing/fakeAnalysis';
import { createTempDir, silentLogger, testConfig } from './fixtures';
import { localTestIdentity } from './testAppData';

export const TEST_COMPANIES = Array.from({ length: 60 }, (_, i) => ({
  id: `demo:${String(9000 + i)}`,
  name: `Harness Company ${String(i + 1).padStart(2, '0')} Ltd`,
  code: i === 11 ? '' : `HARN${String(i + 1).padStart(2, '0')}`,
}));

export interface SignedInApi {
  app: Express;
  issuer: LocalIssuer;
  /** The folder served as the built front end (STATIC_ROOT): write shell/dist/index.html here to test the page. */
  staticRoot: string;
  /** Moves the API's clock (session time-outs, subscriptions). */
  advance(ms: number): void;
  /** Signs in through the local issuer and creates a session; returns the cookie header and user id. */
  signIn(email: string, name?: string): Promise<{ cookie: string; userId: string; token: string }>;
}

/**
 * The full API over a test database, with the local issuer and a fake engine.
 * `deps.sharedState` makes it one of several instances sharing a Redis.
 */
export async function createSignedInApi(database: TestDatabase, env: NodeJS.ProcessEnv = {}, deps: Pick<AppDeps, 'sharedState'> = {}): Promise<SignedInApi> {
  await database.db
    .insertInto('companies')
    .values(TEST_COMPANIES.map((c) => ({ ...c, is_demo: true })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const dir = createTempDir();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const { identity, issuer } = await localTestIdentity(now);
  const fake = createFakeAnalyse();
  const app = createApp(testConfig(dir.root, { FREE_COMPANY_LIMIT: '5', ...env }), {
    logger: silentLogger(),
    data: { db: database.db, identity, engine: { version: FAKE_ENGINE_VERSION, analyse: fake.analyse }, importToken: null },
    now,
    ...deps,
  });
  return {
    app,
    issuer,
    staticRoot: dir.root,
    advance: (ms) => {
      offset += ms;
    },
    async signIn(email, name = 'Test Investor') {
      const { access_token: token } = (await request(app).post('/api/auth/local/sign-in').send({ email, full_name: name }).expect(200)).body as {
        access_token: string;
      };
      const created = await request(app).post('/api/session/create').set('Authorization', `Bearer ${token}`).send({}).expect(200);
      const setCookie = ([] as string[]).concat(created.headers['set-cookie'] ?? []);
      const cookie = setCookie.find((c) => c.startsWith('__Host-sid='))?.split(';')[0];
      if (!cookie) throw new Error('session/create set no __Host-sid cookie');
      const validation = (await request(app).post('/api/session/validate').set('Cookie', cookie).send({}).expect(200)).body as { user_id: string };
      return { cookie, userId: validation.user_id, token };
    },
  };
}

/**
 * For a describe block: opens a database on `engine` and the API over it
 * before the block's tests and closes the database after. Read `api` and
 * `database` inside tests, once beforeAll has run.
 */
export function signedInApiForBlock(engine: TestEngine, env: NodeJS.ProcessEnv = {}): { readonly api: SignedInApi; readonly database: TestDatabase } {
  const setup = {} as { api: SignedInApi; database: TestDatabase };
  beforeAll(async () => {
    setup.database = await engine.open();
    setup.api = await createSignedInApi(setup.database, env);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => setup.database.close());
  return setup;
}

/** Makes a user premium for a day from now, as a purchase would (the access rules read premium_until). */
export async function makePremiumForADay(database: TestDatabase, userId: string): Promise<void> {
  await database.db
    .updateTable('users')
    .set({ premium_until: new Date(Date.now() + 86_400_000) })
    .where('id', '=', userId)
    .execute();
}

import fc from 'fast-check';
import request from 'supertest';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { createSignedInApi, type SignedInApi } from '../testing/signedInApi';

// Fixed seed so a failure replays; override with FUZZ_SEED to explore.
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const ROUTES = [
  '/api/company/search',
  '/api/subscription/upgrade',
  '/api/session/create',
  '/api/session/validate',
  '/api/session/activity',
  '/api/session/invalidate',
  '/api/auth/local/sign-in',
] as const;

/** JSON-ish bodies: random objects, arrays, scalars, plus near-miss shapes of the real requests. */
const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      company_name: fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null)),
      company_id: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('demo:9000')),
      user_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 70 })),
      subscription_tier: fc.oneof(fc.constantFrom('3_months', '1_year', 'forever'), fc.string()),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 400 })),
      full_name: fc.string({ maxLength: 250 }),
      session_token: fc.oneof(fc.string({ maxLength: 600 }), fc.constant(null)),
      premium_until: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

// One PGlite database is enough here: the property is about input handling, not the engine.
const pglite = testDatabases().find((engine) => engine.name === 'pglite')!;

describe('fuzzed request bodies', () => {
  let database: TestDatabase;
  let api: SignedInApi;
  let cookie: string;
  beforeAll(async () => {
    database = await pglite.open();
    api = await createSignedInApi(database, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '100000', RATE_LIMIT_RESEARCH_PER_MINUTE: '100000' });
    ({ cookie } = await api.signIn('fuzzer@example.test'));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it.each(ROUTES)(
    `never answers ${'%s'} with a 5xx, a stack or SQL (seed printed)`,
    async (route) => {
      console.info(`fuzzing ${route}: seed ${SEED}, ${RUNS} runs`);
      await fc.assert(
        fc.asyncProperty(bodyArbitrary, fc.boolean(), async (body, signedIn) => {
          const req = request(api.app).post(route).set('Content-Type', 'application/json');
          if (signedIn && route !== '/api/session/invalidate') req.set('Cookie', cookie);
          const response = await req.send(JSON.stringify(body));
          expect(response.status).toBeLessThan(500);
          expect(response.text).not.toMatch(/at .+\.ts:\d+|\bselect\b.+\bfrom\b|node_modules/i);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );
});

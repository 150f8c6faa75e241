import fc from 'fast-check';
import request from 'supertest';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { hmacSha256Hex } from '../payments/signatures';
import { startFakeRazorpay, type FakeRazorpay } from '../payments/testing/fakeRazorpay';
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

/** Served only with Razorpay keys: fuzzed against an app pointed at the fake Razorpay. */
const PAYMENT_ROUTES = ['/api/subscription/order', '/api/subscription/verify'] as const;

/** Signature-shaped: 64 hex digits. */
const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });

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
      amount: fc.oneof(fc.integer(), fc.string()),
      razorpay_order_id: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('order_')),
      razorpay_payment_id: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('pay_')),
      razorpay_signature: fc.oneof(hex64, fc.string({ maxLength: 200 })),
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

  let fake: FakeRazorpay;
  let payments: SignedInApi;
  let payerCookie: string;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    payments = await createSignedInApi(database, {
      RATE_LIMIT_SIGN_IN_PER_15_MIN: '100000',
      PAYMENT_RATE_LIMIT_PER_HOUR: '100000',
      ...fake.env,
    });
    ({ cookie: payerCookie } = await payments.signIn('fuzzed-payer@example.test'));
  });
  afterAll(() => fake?.close());

  const harmless = (response: request.Response) => {
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toMatch(/at .+\.ts:\d+|\bselect\b.+\bfrom\b|node_modules/i);
  };

  it.each(PAYMENT_ROUTES)(
    `never answers ${'%s'} with a 5xx, a stack or SQL, with Razorpay configured`,
    async (route) => {
      await fc.assert(
        fc.asyncProperty(bodyArbitrary, fc.boolean(), async (body, signedIn) => {
          const req = request(payments.app).post(route).set('Content-Type', 'application/json');
          if (signedIn) req.set('Cookie', payerCookie);
          harmless(await req.send(JSON.stringify(body)));
        }),
        { seed: SEED, numRuns: Math.min(RUNS, 300) },
      );
    },
    120_000,
  );

  it('answers random webhook bodies with 400 unless signed, and never with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodyArbitrary.map((body) => JSON.stringify(body)),
          fc.string({ maxLength: 300 }),
        ),
        fc.oneof(fc.constant('valid'), hex64, fc.string({ maxLength: 100 })),
        async (body, signature) => {
          const signed = signature === 'valid';
          const response = await request(payments.app)
            .post('/api/payments/razorpay/webhook')
            .set('Content-Type', 'application/json')
            .set('X-Razorpay-Signature', signed ? hmacSha256Hex(Buffer.from(body), fake.settings.webhookSecret) : signature)
            .send(body);
          harmless(response);
          if (!signed) expect(response.status).toBe(400);
        },
      ),
      { seed: SEED, numRuns: Math.min(RUNS, 300) },
    );
  }, 120_000);

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

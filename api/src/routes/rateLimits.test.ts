import request from 'supertest';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { createSignedInApi, TEST_COMPANIES, type SignedInApi } from '../testing/signedInApi';

const pglite = testDatabases().find((engine) => engine.name === 'pglite')!;

describe('rate limits', () => {
  let database: TestDatabase;
  let api: SignedInApi;
  beforeAll(async () => {
    database = await pglite.open();
    api = await createSignedInApi(database, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '4', RATE_LIMIT_RESEARCH_PER_MINUTE: '3' });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('answers 429 with Retry-After once research exceeds the per-user limit', async () => {
    const { cookie } = await api.signIn('busy@example.test'); // 2 of the 4 sign-in calls
    for (let i = 0; i < 3; i += 1)
      await request(api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: TEST_COMPANIES[0]!.name }).expect(200);
    const limited = await request(api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: TEST_COMPANIES[0]!.name }).expect(429);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: 'You are researching companies faster than we can serve them. Please wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-in and session creation per address, not the stock list', async () => {
    await api.signIn('second@example.test'); // sign-in calls 3 and 4
    const limited = await request(api.app).post('/api/auth/local/sign-in').send({ email: 'third@example.test', full_name: 'Third' }).expect(429);
    expect(limited.body.message).toBe('Too many sign-in attempts from this address. Please wait a few minutes and try again.');
    await request(api.app).get('/api/auth/config').expect(200);
  });

  it("counts no cross-site request against sign-in: a web page's no-cors POSTs cannot lock a person out", async () => {
    const fresh = await createSignedInApi(database, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '4' });
    // What a page on another site can send without CORS: a simple POST, marked cross-site by the browser.
    for (let i = 0; i < 10; i += 1) {
      const res = await request(fresh.app)
        .post('/api/auth/local/sign-in')
        .set({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Content-Type': 'text/plain', Origin: 'https://attacker.example' })
        .send('{"email":"victim@example.test"}')
        .expect(403);
      expect(res.body.error).toBe('cross_site_request');
    }
    await fresh.signIn('victim@example.test'); // sign-in and session creation still open to the person
  });
});

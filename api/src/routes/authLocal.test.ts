import request from 'supertest';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { createSignedInApi } from '../testing/signedInApi';

const pglite = testDatabases().find((engine) => engine.name === 'pglite')!;
const SIGN_IN = { email: 'anyone@example.test', full_name: 'Anyone' };

describe('POST /api/auth/local/sign-in behind a reverse proxy', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('refuses a request a proxy relayed, or a page elsewhere sent, even from a loopback socket', async () => {
    const { app } = await createSignedInApi(database);
    // nginx on this machine: connects from 127.0.0.1, Host passes, but it says whom it relays for.
    const relayed = await request(app).post('/api/auth/local/sign-in').set('X-Forwarded-For', '203.0.113.9').send(SIGN_IN).expect(403);
    expect(relayed.body.error).toBe('local_sign_in_loopback_only');
    // A bare proxy_pass adds nothing, but the browser names the public page it signs in from.
    const fromPublicPage = await request(app).post('/api/auth/local/sign-in').set('Origin', 'https://conviction.example.com').send(SIGN_IN);
    expect(fromPublicPage.status).toBe(403);
    await request(app).post('/api/auth/local/sign-in').send(SIGN_IN).expect(200);
  });

  it('serves relayed sign-in only where ALLOW_LOCAL_ISSUER_ON_NETWORK accepted the risk', async () => {
    const { app } = await createSignedInApi(database, { ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' });
    await request(app).post('/api/auth/local/sign-in').set('X-Forwarded-For', '203.0.113.9').send(SIGN_IN).expect(200);
  });
});

import request from 'supertest';
import { createApp } from './app';
import { ConfigError } from './config/configError';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './db/testing/testDatabases';
import { createTempDir, silentLogger, testConfig } from './testing/fixtures';
import { testAppData } from './testing/testAppData';

const dir = createTempDir();
afterAll(() => dir.remove());

describe('createApp refuses a half-configured feature', () => {
  it('refuses REDIS_URL without the shared state it configures', () => {
    expect(() => createApp(testConfig(dir.root, { REDIS_URL: 'redis://127.0.0.1:6379' }), { logger: silentLogger(), data: null })).toThrow(
      new ConfigError('REDIS_URL is set but the app was given no shared state: rate limits and sign-outs would stay per process.'),
    );
  });

  it('refuses DATABASE_URL, or Razorpay keys, without a database', () => {
    const postgres = testConfig(dir.root, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused' });
    expect(() => createApp(postgres, { logger: silentLogger(), data: null })).toThrow('DATABASE_URL is set but the app was given no database.');
    const razorpay = testConfig(dir.root, { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'hook-secret' });
    expect(() => createApp(razorpay, { logger: silentLogger(), data: null })).toThrow(
      'Razorpay payments are configured but the app was given no database to record them.',
    );
  });
});

describe.each(testDatabases())('createApp with a database on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  // Each answers as mounted (a refusal of its own), never the 404 of a route left out.
  it.each([
    ['GET', '/api/auth/config', 200],
    ['POST', '/api/session/create', 401],
    ['POST', '/api/company/search', 401],
    ['GET', '/api/company/isin:INE467B01029/statements', 401],
    ['POST', '/api/subscription/upgrade', 401],
    ['GET', '/api/account/sessions', 401],
    ['GET', '/api/stocks', 200],
  ])('mounts %s %s with everything it needs', async (method, path, status) => {
    const app = createApp(testConfig(dir.root), { logger: silentLogger(), data: await testAppData(database.db) });
    const res = method === 'GET' ? await request(app).get(path) : await request(app).post(path).send({});
    expect(res.status).toBe(status);
  });

  it('mounts the import route only when given its token', async () => {
    const withToken = createApp(testConfig(dir.root), { logger: silentLogger(), data: await testAppData(database.db, { importToken: 'a-token' }) });
    expect((await request(withToken).post('/api/admin/import/prices').set('Content-Type', 'application/octet-stream').send('x')).status).toBe(401);
    const without = createApp(testConfig(dir.root), { logger: silentLogger(), data: await testAppData(database.db) });
    expect((await request(without).post('/api/admin/import/prices').set('Content-Type', 'application/octet-stream').send('x')).status).toBe(404);
  });
});

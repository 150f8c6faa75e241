import { utimesSync } from 'node:fs';
import request from 'supertest';
import { createApp, type DataDeps } from '../app';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { createTempDir, parseCsp, silentLogger, testConfig, writeFakeBuilds, type TempDir } from '../testing/fixtures';
import { testAppData } from '../testing/testAppData';

const pglite = testDatabases().find((engine) => engine.name === 'pglite')!;

const REMOTE_ORIGIN = 'https://search-v2.example.com';
const remoteAt = (origin: string) => JSON.stringify([{ name: 'search', entry: `${origin}/mf-manifest.json` }]);

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
  writeFakeBuilds(dir);
});
afterEach(() => dir.remove());

async function cspOf(env: NodeJS.ProcessEnv, url = '/', data: DataDeps | null = null): Promise<Map<string, string[]>> {
  const res = await request(createApp(testConfig(dir.root, env), { logger: silentLogger(), data })).get(url);
  return parseCsp(res.headers['content-security-policy']);
}

describe('Content-Security-Policy on the shell page', () => {
  it('is strict and same-origin only with the embedded remotes', async () => {
    const csp = await cspOf({});
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lists a remote origin from MF_REMOTES in script-src, style-src and connect-src', async () => {
    const csp = await cspOf({ MF_REMOTES: remoteAt(REMOTE_ORIGIN) });
    expect(csp.get('script-src')).toEqual(["'self'", REMOTE_ORIGIN]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", REMOTE_ORIGIN]);
    expect(csp.get('connect-src')).toEqual(["'self'", REMOTE_ORIGIN]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('admits the origins of MF_OVERRIDE_ORIGINS, so a tester override of a remote can load its code', async () => {
    const csp = await cspOf({ MF_REMOTES: remoteAt(REMOTE_ORIGIN), MF_OVERRIDE_ORIGINS: `https://preview.example.com, ${REMOTE_ORIGIN}` });
    expect(csp.get('script-src')).toEqual(["'self'", REMOTE_ORIGIN, 'https://preview.example.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", REMOTE_ORIGIN, 'https://preview.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", REMOTE_ORIGIN, 'https://preview.example.com']);
  });

  it('lets the shell reach the configured Supabase project (OAuth code exchange and refresh), and nothing else', async () => {
    // Real sign-in without Razorpay keys starts only with test payments allowed explicitly.
    const csp = await cspOf({ SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'anon', ALLOW_TEST_PAYMENTS: 'true' });
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('follows MF_REMOTES_FILE when a remote is repointed, without a restart', async () => {
    const file = dir.write('registry.json', remoteAt('https://old.example.com'));
    utimesSync(file, 1_000, 1_000);
    const server = createApp(testConfig(dir.root, { MF_REMOTES_FILE: file }), { logger: silentLogger(), data: null });
    const before = parseCsp((await request(server).get('/')).headers['content-security-policy']);
    expect(before.get('script-src')).toEqual(["'self'", 'https://old.example.com']);

    dir.write('registry.json', remoteAt(REMOTE_ORIGIN));
    utimesSync(file, 2_000, 2_000);
    const after = parseCsp((await request(server).get('/')).headers['content-security-policy']);
    expect(after.get('script-src')).toEqual(["'self'", REMOTE_ORIGIN]);
    expect(after.get('connect-src')).toEqual(["'self'", REMOTE_ORIGIN]);
  });
});

describe('Content-Security-Policy for Razorpay Checkout', () => {
  const RAZORPAY_KEYS = { RAZORPAY_KEY_ID: 'rzp_test_Csp123', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret' };
  // Razorpay payments need a database to record them: the app refuses to start without one.
  let database: TestDatabase;
  let data: DataDeps;
  beforeAll(async () => {
    database = await pglite.open();
    data = await testAppData(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it("admits Checkout's script, frame and calls when Razorpay takes the payments", async () => {
    const csp = await cspOf(RAZORPAY_KEYS, '/', data);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('follows RAZORPAY_CHECKOUT_URL and RAZORPAY_API_BASE (the fake in browser tests), listing a shared origin once', async () => {
    const fake = 'http://127.0.0.1:4010';
    const csp = await cspOf({ ...RAZORPAY_KEYS, RAZORPAY_CHECKOUT_URL: `${fake}/v1/checkout.js`, RAZORPAY_API_BASE: fake }, '/', data);
    expect(csp.get('script-src')).toEqual(["'self'", fake]);
    expect(csp.get('frame-src')).toEqual(["'self'", fake]);
    expect(csp.get('connect-src')).toEqual(["'self'", fake]);
  });

  it('lists no payment host in test mode, GSTIN or not', async () => {
    for (const env of [
      {},
      { GSTIN: '27AAPFU0939F1ZV' },
      { SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'anon', ALLOW_TEST_PAYMENTS: 'true' },
    ]) {
      const res = await request(createApp(testConfig(dir.root, env), { logger: silentLogger(), data: null })).get('/');
      const header = String(res.headers['content-security-policy']);
      expect(header).not.toMatch(/razorpay/);
      expect(parseCsp(header).has('frame-src')).toBe(false);
      expect(parseCsp(header).get('script-src')).toEqual(["'self'"]);
    }
  });
});

describe('other hardening headers', () => {
  it('hides x-powered-by, sends helmet defaults, and no HSTS outside production', async () => {
    const res = await request(createApp(testConfig(dir.root), { logger: silentLogger(), data: null })).get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const config = testConfig(dir.root, { NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' });
    const res = await request(createApp(config, { logger: silentLogger(), data: null })).get('/healthz');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

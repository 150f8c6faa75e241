import request from 'supertest';
import { createApp } from '../app';
import { testDatabases } from '../db/testing/testDatabases';
import { createTempDir, silentLogger, testConfig, writeFakeBuilds, type TempDir } from '../testing/fixtures';
import { signedInApiForBlock } from '../testing/signedInApi';

/**
 * Security review finding 9: a page on attacker.example whose DNS name is
 * re-pointed at the server sends Host and Origin both naming attacker.example,
 * so the fetch-metadata guard took it for our own shell.
 */

const ATTACKER = { Host: 'attacker.example', Origin: 'http://attacker.example', 'Sec-Fetch-Site': 'same-origin' };
const misdirected = { error: 'misdirected_request', message: 'This server does not answer for the host named in the request.' };

describe.each(testDatabases())('a DNS-rebound page on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  let seq = 0;
  const email = () => `rebinding${++seq}-${Date.now()}@example.test`;

  it('cannot sign in through the local issuer', async () => {
    const res = await request(setup.api.app).post('/api/auth/local/sign-in').set(ATTACKER).send({ email: email(), full_name: 'Mallory' });
    expect(res.status).toBe(421);
    expect(res.body).toEqual(misdirected);
  });

  it('cannot create a session, even with a valid identity token', async () => {
    const { access_token: token } = (await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: email(), full_name: 'Asha' }).expect(200))
      .body as {
      access_token: string;
    };
    const res = await request(setup.api.app).post('/api/session/create').set(ATTACKER).set('Authorization', `Bearer ${token}`).send({});
    expect(res.status).toBe(421);
    expect(res.body).toEqual(misdirected);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('cannot upgrade a subscription, even carrying a session cookie', async () => {
    const { cookie, userId } = await setup.api.signIn(email());
    const res = await request(setup.api.app).post('/api/subscription/upgrade').set(ATTACKER).set('Cookie', cookie).send({ subscription_tier: '1_year' });
    expect(res.status).toBe(421);
    expect(res.body).toEqual(misdirected);
    const access = await request(setup.api.app).get(`/api/company/user-access/${userId}`).set('Cookie', cookie).expect(200);
    expect(access.body).toMatchObject({ is_premium: false });
  });

  it('is refused with the port and letter case changed, and with a trailing dot', async () => {
    for (const host of ['attacker.example:3000', 'ATTACKER.example', 'attacker.example.', 'localhost.attacker.example']) {
      await request(setup.api.app).post('/api/auth/local/sign-in').set(ATTACKER).set('Host', host).send({ email: email(), full_name: 'M' }).expect(421);
    }
  });

  it('leaves the same requests through a loopback name working', async () => {
    for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:8080', '[::1]:3000', 'localhost.']) {
      const origin = `http://${host}`;
      await request(setup.api.app).post('/api/auth/local/sign-in').set({ Host: host, Origin: origin }).send({ email: email(), full_name: 'A' }).expect(200);
    }
  });
});

/** These tests are about host names, not sign-in: the local issuer is told to accept answering for them. */
const ON_NETWORK = { ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' };

describe('the Host allow-list in the app', () => {
  let dir: TempDir;
  beforeEach(() => {
    dir = createTempDir();
    writeFakeBuilds(dir);
  });
  afterEach(() => dir.remove());

  const app = (env: NodeJS.ProcessEnv = {}) => createApp(testConfig(dir.root, env), { logger: silentLogger(), data: null });

  it('lets load balancers probe /healthz and /readyz with any Host', async () => {
    const server = app();
    for (const host of ['attacker.example', '10.0.3.7:3000', 'conviction-api.internal']) {
      await request(server).get('/healthz').set('Host', host).expect(200, { status: 'ok' });
      await request(server).get('/readyz').set('Host', host).expect(200, { status: 'ok' });
    }
  });

  it('refuses every other path for a foreign Host: JSON under /api, plain text elsewhere', async () => {
    const server = app();
    const health = await request(server).get('/api/health').set('Host', 'attacker.example');
    expect(health.status).toBe(421);
    expect(health.body).toEqual(misdirected);
    const page = await request(server).get('/').set('Host', 'attacker.example');
    expect(page.status).toBe(421);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.text).toBe('Misdirected request: this server does not answer for that host name.');
    await request(server).get('/remotes/search/mf-manifest.json').set('Host', 'attacker.example').expect(421);
  });

  it.each([
    {
      setting: 'the host of PUBLIC_URL on any port when it names none',
      env: { PUBLIC_URL: 'https://conviction.example.com', ...ON_NETWORK },
      statuses: { 'conviction.example.com': 200, 'Conviction.Example.Com:443': 200, 'other.example.com': 421 },
    },
    {
      setting: 'the host of PUBLIC_URL on its port only',
      env: { PUBLIC_URL: 'http://conviction.example.com:8080/', ...ON_NETWORK },
      statuses: { 'conviction.example.com:8080': 200, 'conviction.example.com': 421, 'conviction.example.com:9090': 421 },
    },
    {
      setting: 'every ALLOWED_HOSTS entry',
      env: { ALLOWED_HOSTS: 'conviction-api, research.example.org:8443', ...ON_NETWORK },
      statuses: { 'conviction-api:3000': 200, 'research.example.org:8443': 200, 'research.example.org': 421 },
    },
  ])('serves $setting', async ({ env, statuses }) => {
    const server = app(env);
    const seen: Record<string, number> = {};
    for (const host of Object.keys(statuses)) seen[host] = (await request(server).get('/api/health').set('Host', host)).status;
    expect(seen).toEqual(statuses);
  });
});

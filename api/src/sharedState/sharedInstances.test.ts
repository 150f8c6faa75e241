import request from 'supertest';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { capturingLogger, silentLogger } from '../testing/fixtures';
import { createSignedInApi, TEST_COMPANIES, type SignedInApi } from '../testing/signedInApi';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy';
import { type Logger } from '../logger';
import { openSharedState, type RedisSharedState } from './openSharedState';
import { deleteKeys, describeWithRedis, eventually, randomRedisPrefix, redisUrlVia, TEST_REDIS_URL, testRedisTarget } from './testing/testRedis';

/** A revocation on one instance must reach the others this fast (loopback pub/sub takes about a millisecond). */
const PROPAGATION_MS = 100;
const ENV = { RATE_LIMIT_RESEARCH_PER_MINUTE: '3', FREE_COMPANY_LIMIT: '5' };

const isSignedIn = async (api: SignedInApi, cookie: string): Promise<boolean> =>
  ((await request(api.app).post('/api/session/validate').set('Cookie', cookie).send({}).expect(200)).body as { valid: boolean }).valid;

describeWithRedis.each(testDatabases())('two instances sharing Redis ($name)', (engine) => {
  const prefix = randomRedisPrefix();
  const states: RedisSharedState[] = [];
  let database: TestDatabase;
  let proxy: TcpProxy;
  let a: SignedInApi;
  let b: SignedInApi;
  let research = 0;

  const instance = async (url: string, logger: Logger = silentLogger()): Promise<SignedInApi> => {
    const sharedState = openSharedState({ url, prefix }, logger);
    states.push(sharedState);
    const api = await createSignedInApi(database, ENV, { sharedState });
    await eventually(() => sharedState.invalidations.isLive(), 5_000);
    return api;
  };
  const searchOn = (api: SignedInApi, cookie: string, company = TEST_COMPANIES[research++ % 3]!) =>
    request(api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: company.name });

  beforeAll(async () => {
    database = await engine.open();
    proxy = await startTcpProxy(testRedisTarget());
    a = await instance(TEST_REDIS_URL!);
    b = await instance(TEST_REDIS_URL!);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(states.map((state) => state.close()));
    await proxy.close();
    await database.close();
    await deleteKeys(prefix);
  });

  it('counts one rate limit across both instances', async () => {
    const { cookie } = await a.signIn('busy@example.test');
    await searchOn(a, cookie).expect(200);
    await searchOn(b, cookie).expect(200);
    await searchOn(a, cookie).expect(200);
    const limited = await searchOn(b, cookie).expect(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
  });

  it('refuses a session on B within 100 ms of its sign-out on A', async () => {
    const { cookie } = await a.signIn('leaver@example.test');
    expect(await isSignedIn(b, cookie)).toBe(true); // now memoised on B for 5 s
    await request(a.app).post('/api/session/invalidate').set('Cookie', cookie).send({}).expect(200);
    await eventually(async () => !(await isSignedIn(b, cookie)), PROPAGATION_MS);
  });

  it("ends every session on B after 'sign out everywhere' on A", async () => {
    const phone = await a.signIn('everywhere@example.test');
    const laptop = await b.signIn('everywhere@example.test');
    expect(await isSignedIn(b, phone.cookie)).toBe(true);
    expect(await isSignedIn(b, laptop.cookie)).toBe(true);
    await request(a.app).post('/api/account/sessions/revoke-all').set('Cookie', phone.cookie).send({}).expect(200);
    await eventually(async () => !(await isSignedIn(b, phone.cookie)) && !(await isSignedIn(b, laptop.cookie)), PROPAGATION_MS);
  });

  it("shows an upgrade on A in B's access summary", async () => {
    const { cookie, userId } = await a.signIn('upgrader@example.test');
    const summary = async () =>
      (await request(b.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body as { is_premium: boolean };
    expect((await summary()).is_premium).toBe(false);
    await request(a.app).post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: '3_months' }).expect(200);
    expect((await summary()).is_premium).toBe(true);
  });

  it("forgets on B a deleted account's company accesses, so they count again after it returns", async () => {
    const first = await a.signIn('returning@example.test');
    const company = TEST_COMPANIES[10]!;
    await searchOn(b, first.cookie, company).expect(200); // B now remembers the access
    expect(await isSignedIn(b, first.cookie)).toBe(true);
    await request(a.app).delete('/api/account').set('Cookie', first.cookie).send({ confirm: 'DELETE' }).expect(200);
    await eventually(async () => !(await isSignedIn(b, first.cookie)), PROPAGATION_MS);
    // Tokens issued in the second of the deletion are refused: sign in again a little later.
    a.advance(2_000);
    b.advance(2_000);
    const again = await a.signIn('returning@example.test');
    await searchOn(b, again.cookie, company).expect(200);
    const summary = (await request(b.app).get(`/api/company/access-summary/${again.userId}`).set('Cookie', again.cookie).expect(200)).body as {
      companies: Array<{ id: string }>;
    };
    expect(summary.companies.map((c) => c.id)).toEqual([company.id]);
  });

  it('checks sessions in the database while its Redis is away, and warns once', async () => {
    const { logger, lines } = capturingLogger();
    const cut = await instance(redisUrlVia(proxy.port), logger);
    const { cookie } = await a.signIn('outage@example.test');
    proxy.cut();
    await eventually(() => !states.at(-1)!.invalidations.isLive(), 2_000);
    expect(await isSignedIn(cut, cookie)).toBe(true); // would be memoised for 5 s if the memo were trusted now
    // The broadcast cannot reach `cut`; the database still can.
    await request(a.app).post('/api/session/invalidate').set('Cookie', cookie).send({}).expect(200);
    expect(await isSignedIn(cut, cookie)).toBe(false);
    const other = await a.signIn('outage-2@example.test');
    for (let i = 0; i < 3; i += 1) expect(await isSignedIn(cut, other.cookie)).toBe(true);
    expect(lines().filter((line) => line.msg.startsWith('Invalidation channel down'))).toHaveLength(1);
    proxy.restore();
    await eventually(() => states.at(-1)!.invalidations.isLive(), 5_000);
  });
});

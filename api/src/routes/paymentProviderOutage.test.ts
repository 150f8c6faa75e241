import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { startFakeRazorpay, type FakeRazorpay } from '../payments/testing/fakeRazorpay';
import { signedInApiForBlock } from '../testing/signedInApi';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy';

/** Razorpay refusing connections, or accepting and not answering, with the fake behind a TCP proxy. */
describe.each(testDatabases())('payments while Razorpay is unreachable, on $name', (engine) => {
  const env: NodeJS.ProcessEnv = { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', DATABASE_REQUEST_DEADLINE_MS: '1000' };
  let fake: FakeRazorpay;
  let proxy: TcpProxy;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(fake.baseUrl).port) });
    Object.assign(env, fake.env, { RAZORPAY_API_BASE: `http://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });
  const setup = signedInApiForBlock(engine, env);
  afterEach(() => proxy.restore());

  const order = (cookie: string) => request(setup.api.app).post('/api/subscription/order').set('Cookie', cookie).send({ subscription_tier: '3_months' });
  const rowsOf = (userId: string) => setup.database.db.selectFrom('payments').select('status').where('user_id', '=', userId).execute();
  const premiumOf = async (userId: string) =>
    (await setup.database.db.selectFrom('users').select('premium_until').where('id', '=', userId).executeTakeFirstOrThrow()).premium_until;

  it('answers 503 for order and verify when Razorpay refuses connections; nothing is paid or left pending', async () => {
    const { cookie, userId } = await setup.api.signIn('refused@example.test');
    const placed = await order(cookie).expect(200);
    const { checkout } = fake.pay(placed.body.order_id);
    proxy.cut();
    await request(setup.api.app).post('/api/subscription/verify').set('Cookie', cookie).send(checkout).expect(503);
    const other = await setup.api.signIn('refused-too@example.test');
    expect((await order(other.cookie).expect(503)).body).toMatchObject({ error: 'payment_provider_unavailable' });
    expect(await rowsOf(other.userId)).toEqual([]);
    expect(await rowsOf(userId)).toEqual([{ status: 'created' }]);
    expect(await premiumOf(userId)).toBeNull();

    proxy.restore();
    await request(setup.api.app).post('/api/subscription/verify').set('Cookie', cookie).send(checkout).expect(200);
    expect(await premiumOf(userId)).not.toBeNull();
  });

  it("waits for a slow Razorpay past the database deadline, then answers with Razorpay's outage", async () => {
    const { cookie, userId } = await setup.api.signIn('hung@example.test');
    proxy.hang();
    const startedAt = Date.now();
    // Connections accepted and never answered, then dropped after 1.5 s (longer than the 1 s deadline).
    setTimeout(() => proxy.restore(), 1500);
    const res = await order(cookie).expect(503);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1400);
    expect(res.body).toMatchObject({ error: 'payment_provider_unavailable' });
    expect(await rowsOf(userId)).toEqual([]);
    await order(cookie).expect(200);
  });
});

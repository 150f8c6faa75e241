import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

describe.each(testDatabases())('payments in test mode on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', PAYMENT_RATE_LIMIT_PER_HOUR: '2' });
  const post = (path: string, cookie: string, body: object) => request(setup.api.app).post(path).set('Cookie', cookie).send(body);

  it('records a direct upgrade as a paid test payment, through the same grant', async () => {
    const { cookie, userId } = await setup.api.signIn('tester@example.test');
    const res = await post('/api/subscription/upgrade', cookie, { subscription_tier: '3_months' }).expect(200);
    const { db } = setup.database;
    const rows = await db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'test',
        status: 'paid',
        amount_paise: 99900,
        razorpay_order_id: null,
        razorpay_payment_id: res.body.subscription.payment_reference,
        subscription_id: expect.any(String),
      }),
    ]);
    const actions = await db.selectFrom('audit_events').select('action').where('actor_user_id', '=', userId).where('outcome', '=', 'success').execute();
    // The grant's one event keeps the upgrade's own action name.
    expect(actions.map((row) => row.action)).toEqual(['sign_in.local', 'session.create', 'subscription.upgrade']);
  });

  it('answers order and verify with 409 use_direct_upgrade, and limits each per user per hour', async () => {
    const { cookie, userId } = await setup.api.signIn('limited@example.test');
    for (let i = 0; i < 2; i++) {
      const refused = await post('/api/subscription/order', cookie, { subscription_tier: '1_year' }).expect(409);
      expect(refused.body).toMatchObject({ error: 'use_direct_upgrade' });
    }
    expect((await post('/api/subscription/order', cookie, { subscription_tier: '1_year' }).expect(429)).body).toMatchObject({ error: 'rate_limited' });
    const checkout = { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', razorpay_signature: 'x' };
    await post('/api/subscription/verify', cookie, checkout).expect(409);
    await post('/api/subscription/verify', cookie, checkout).expect(409);
    await post('/api/subscription/verify', cookie, checkout).expect(429);
    await post('/api/subscription/upgrade', cookie, { subscription_tier: '3_months' }).expect(200);
    await post('/api/subscription/upgrade', cookie, { subscription_tier: '3_months' }).expect(200);
    await post('/api/subscription/upgrade', cookie, { subscription_tier: '3_months' }).expect(429);
    // Counted per user: someone else is not limited by it.
    const other = await setup.api.signIn('other@example.test');
    await post('/api/subscription/upgrade', other.cookie, { subscription_tier: '3_months' }).expect(200);
    const premium = await setup.database.db.selectFrom('users').select('premium_until').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(premium.premium_until!.getTime() - Date.now()).toBeGreaterThan(170 * 24 * 3600_000);
  });

  it('mounts no webhook without Razorpay keys', async () => {
    await request(setup.api.app).post('/api/payments/razorpay/webhook').set('Content-Type', 'application/json').send('{}').expect(404);
  });
});

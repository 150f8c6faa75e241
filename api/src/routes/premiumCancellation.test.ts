import request from 'supertest';
import { AccessSummarySchema, CancellationQuoteSchema, CancelPremiumResponseSchema, PaymentReceiptSchema, type PlanId } from 'shared-types/api';
import { addMonths } from '../dates/calendarMonths';
import { testDatabases } from '../db/testing/testDatabases';
import { paymentApiForBlock } from '../services/payments/testing/paymentApi';
import { signedInApiForBlock, type SignedInApi } from '../testing/signedInApi';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let seq = 0;

/** The rule (docs/product-rules.md, 'Refunds'): floor(price × unused whole days ÷ plan days) rupees, in paise. */
function expectedRefundPaise(pricePaise: number, startsAt: Date, plan: PlanId, now: Date): number {
  const ownEnd = addMonths(startsAt, plan === '3_months' ? 3 : 12);
  const planDays = Math.round((ownEnd.getTime() - startsAt.getTime()) / DAY);
  const unused = Math.floor((ownEnd.getTime() - now.getTime()) / DAY);
  return Math.floor((pricePaise * unused) / (planDays * 100)) * 100;
}

function routesFor(api: () => SignedInApi) {
  return {
    quote: async (cookie: string) =>
      CancellationQuoteSchema.parse((await request(api().app).get('/api/account/premium/cancellation').set('Cookie', cookie).expect(200)).body),
    cancel: (cookie: string, body: object = { confirm: true }) => request(api().app).post('/api/account/premium/cancel').set('Cookie', cookie).send(body),
    summary: async (cookie: string, userId: string) =>
      AccessSummarySchema.parse((await request(api().app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body),
    receipt: async (cookie: string, paymentId: string) =>
      PaymentReceiptSchema.parse((await request(api().app).get(`/api/account/payments/${paymentId}/receipt`).set('Cookie', cookie).expect(200)).body),
    /** Moves the API's clock, and signs in again (the session would have timed out). */
    async later(ms: number, email: string) {
      api().advance(ms);
      return api().signIn(email);
    },
  };
}

describe.each(testDatabases())('cancelling premium in test mode on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', PAYMENT_RATE_LIMIT_PER_HOUR: '1000' });
  const r = routesFor(() => setup.api);
  const db = () => setup.database.db;
  const upgrade = (cookie: string, plan: PlanId) =>
    request(setup.api.app).post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: plan }).expect(200);
  const paymentsOf = (userId: string) => db().selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const subscriptionsOf = (userId: string) => db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  it('refunds the unused whole days mid-plan, ends premium now, records the refund and shows it on the receipt', async () => {
    const email = `cancel${++seq}@example.test`;
    const buyer = await setup.api.signIn(email);
    await upgrade(buyer.cookie, '3_months');
    const [bought] = await subscriptionsOf(buyer.userId);
    const { cookie, userId } = await r.later(10 * DAY + 6 * HOUR, email);

    const quote = await r.quote(cookie);
    const now = new Date(quote.quoted_at);
    const refundPaise = expectedRefundPaise(99_900, bought!.starts_at, '3_months', now);
    expect(refundPaise).toBeGreaterThan(80_000);
    expect(quote).toMatchObject({ total_inr: refundPaise / 100, total_gst: null, premium_ends_at: now.toISOString() });
    expect(quote.refunds).toEqual([expect.objectContaining({ plan: '3_months', started: true, refund_inr: refundPaise / 100, is_test: true, gst: null })]);

    const done = CancelPremiumResponseSchema.parse((await r.cancel(cookie).expect(200)).body);
    expect(done).toMatchObject({ cancelled: true, total_inr: refundPaise / 100 });
    expect(new Date(done.premium_until!).getTime()).toBeLessThanOrEqual(Date.now() + 10 * DAY + 6 * HOUR + 60_000);
    expect((await r.summary(cookie, userId)).is_premium).toBe(false);
    const [payment] = await paymentsOf(userId);
    expect(payment).toMatchObject({ status: 'paid', refunded_paise: refundPaise, last_refunded_at: expect.any(Date) });
    expect((await subscriptionsOf(userId))[0]!.ends_at.getTime()).toBe(new Date(done.premium_until!).getTime());
    const receipt = await r.receipt(cookie, payment!.id);
    expect(receipt.refund).toEqual({ amount_inr: refundPaise / 100, refunded_at: payment!.last_refunded_at!.toISOString(), gst: null });
    const history = (await request(setup.api.app).get('/api/account/payments').set('Cookie', cookie).expect(200)).body;
    expect(history.payments[0]).toMatchObject({ refunded_inr: refundPaise / 100, last_refunded_at: payment!.last_refunded_at!.toISOString() });

    // Again: nothing left to cancel, nothing changes.
    expect((await r.cancel(cookie, {}).expect(409)).body).toMatchObject({ error: 'not_premium' });
    expect((await paymentsOf(userId))[0]!.refunded_paise).toBe(refundPaise);
    const audits = await db().selectFrom('audit_events').select(['action', 'outcome', 'reason']).where('actor_user_id', '=', userId).orderBy('id').execute();
    expect(audits.filter((row) => row.action === 'payment.refund' || row.action === 'premium.cancel')).toEqual([
      { action: 'payment.refund', outcome: 'success', reason: 'cancellation' },
      { action: 'premium.cancel', outcome: 'success', reason: null },
      { action: 'premium.cancel', outcome: 'failure', reason: 'not_premium' },
    ]);
  });

  it('refunds stacked plans, the one not started in full, and premium ends now', async () => {
    const buyer = await setup.api.signIn(`stacked${++seq}@example.test`);
    await upgrade(buyer.cookie, '3_months');
    await upgrade(buyer.cookie, '1_year');
    const [quarter] = await subscriptionsOf(buyer.userId);

    const quote = await r.quote(buyer.cookie);
    const now = new Date(quote.quoted_at);
    const quarterPaise = expectedRefundPaise(99_900, quarter!.starts_at, '3_months', now);
    expect(quote.refunds.map((refund) => [refund.plan, refund.started, refund.refund_inr])).toEqual([
      ['1_year', false, 2999],
      ['3_months', true, quarterPaise / 100],
    ]);
    const done = CancelPremiumResponseSchema.parse((await r.cancel(buyer.cookie).expect(200)).body);
    expect(done.total_inr).toBe(2999 + quarterPaise / 100);
    expect((await paymentsOf(buyer.userId)).map((row) => [row.tier, row.status, row.refunded_paise])).toEqual([
      ['3_months', 'paid', quarterPaise],
      ['1_year', 'refunded', 299_900],
    ]);
    for (const period of await subscriptionsOf(buyer.userId)) expect(period.ends_at.getTime()).toBeLessThanOrEqual(Date.now() + 11 * DAY);
    expect((await r.summary(buyer.cookie, buyer.userId)).is_premium).toBe(false);
  });

  it('refunds once when two cancellations race', async () => {
    const buyer = await setup.api.signIn(`race${++seq}@example.test`);
    await upgrade(buyer.cookie, '1_year');
    const [first, second] = await Promise.all([r.cancel(buyer.cookie), r.cancel(buyer.cookie)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [payment] = await paymentsOf(buyer.userId);
    expect(payment!.refunded_paise).toBeLessThan(299_900);
    expect(payment!.refunded_paise).toBe(Math.round(CancelPremiumResponseSchema.parse((first.status === 200 ? first : second).body).total_inr * 100));
  });

  it('answers 409 not_premium with nothing to cancel, 400 for a body other than confirm, 401 signed out', async () => {
    const free = await setup.api.signIn(`free${++seq}@example.test`);
    expect(await r.quote(free.cookie)).toMatchObject({ refunds: [], total_inr: 0, premium_until: null, premium_ends_at: null });
    expect((await r.cancel(free.cookie).expect(409)).body).toEqual({
      error: 'not_premium',
      message: 'There is nothing to cancel: you have no paid premium plan with unused whole days to refund.',
    });
    expect((await r.cancel(free.cookie, { confirm: false }).expect(400)).body).toMatchObject({ error: 'invalid_request' });
    expect((await r.cancel(free.cookie, { confirm: true, refund: 1 }).expect(400)).body).toMatchObject({ error: 'invalid_request' });
    await request(setup.api.app).post('/api/account/premium/cancel').send({}).expect(401);
    await request(setup.api.app).get('/api/account/premium/cancellation').expect(401);
  });
});

describe.each(testDatabases())('cancelling premium paid through Razorpay on $name', (engine) => {
  const t = paymentApiForBlock(engine);
  const r = routesFor(() => t.setup.api);

  async function buyer(email: string, plan: PlanId) {
    const { cookie, userId } = await t.setup.api.signIn(email);
    const { payment, checkout } = t.fake.pay(await t.orderId(cookie, plan));
    await t.verify(cookie, checkout!).expect(200);
    return { cookie, userId, payment };
  }

  it("refunds through Razorpay's refund API, and the refund.processed webhook afterwards changes nothing", async () => {
    const email = `rzp${++seq}@example.test`;
    const { payment, userId } = await buyer(email, '3_months');
    const [bought] = await t.subscriptionsOf(userId);
    const { cookie } = await r.later(20 * DAY, email);

    const done = CancelPremiumResponseSchema.parse((await r.cancel(cookie, {}).expect(200)).body);
    const refundPaise = expectedRefundPaise(99_900, bought!.starts_at, '3_months', new Date(done.quoted_at));
    expect(done.total_inr * 100).toBe(refundPaise);
    expect([...t.fake.store.refunds.values()].map((refund) => [refund.payment_id, refund.amount])).toEqual([[payment.id, refundPaise]]);
    expect(t.fake.store.payments.get(payment.id)!.amount_refunded).toBe(refundPaise);

    const before = { periods: await t.subscriptionsOf(userId), until: await t.premiumUntil(userId), payments: await t.paymentsOf(userId) };
    expect(before.payments[0]).toMatchObject({ status: 'paid', refunded_paise: refundPaise });
    expect((await t.deliver(t.fake.webhook('refund.processed', payment.id)).expect(200)).body).toEqual({ status: 'ignored' });
    expect(await t.subscriptionsOf(userId)).toEqual(before.periods);
    expect(await t.premiumUntil(userId)).toEqual(before.until);
    expect(await t.paymentsOf(userId)).toEqual(before.payments);
    expect(await t.audits('payment.refund', userId)).toEqual([{ outcome: 'success', reason: 'cancellation', target: `payment:${before.payments[0]!.id}` }]);
  });

  it('changes nothing when Razorpay fails: 503 when it is down, 502 when it refuses', async () => {
    const { cookie, userId, payment } = await buyer(`rzpdown${++seq}@example.test`, '1_year');
    const before = { until: await t.premiumUntil(userId), payments: await t.paymentsOf(userId) };

    t.fake.failNextRequest(503);
    expect((await r.cancel(cookie).expect(503)).body).toMatchObject({ error: 'payment_provider_unavailable' });
    t.fake.failNextRequest(400, 'BAD_REQUEST_ERROR');
    expect((await r.cancel(cookie).expect(502)).body).toMatchObject({ error: 'payment_provider_error' });

    expect(await t.premiumUntil(userId)).toEqual(before.until);
    expect(await t.paymentsOf(userId)).toEqual(before.payments);
    expect(t.fake.store.payments.get(payment.id)!.amount_refunded).toBe(0);
    expect((await t.audits('premium.cancel', userId)).map((row) => row.reason)).toEqual(['payment_provider_unavailable', 'payment_provider_error']);
    // Razorpay back: the cancellation goes through.
    await r.cancel(cookie).expect(200);
  });
});

describe.each(testDatabases())('the cancellation rate limit on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', PAYMENT_RATE_LIMIT_PER_HOUR: '2' });
  const r = routesFor(() => setup.api);

  it('answers 429 rate_limited beyond PAYMENT_RATE_LIMIT_PER_HOUR cancellations an hour', async () => {
    const { cookie } = await setup.api.signIn('limited-cancel@example.test');
    await r.cancel(cookie).expect(409);
    await r.cancel(cookie).expect(409);
    expect((await r.cancel(cookie).expect(429)).body).toMatchObject({ error: 'rate_limited' });
  });
});

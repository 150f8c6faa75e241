import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { hmacSha256Hex } from '../payments/signatures';
import { fakeId } from '../payments/testing/fakeRazorpayStore';
import { paymentApiForBlock } from '../services/payments/testing/paymentApi';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases())('POST /api/payments/razorpay/webhook on $name', (engine) => {
  const t = paymentApiForBlock(engine);

  /** A signed-in buyer with a captured (not yet verified) payment. */
  async function paidOrder(plan: '3_months' | '1_year' = '3_months') {
    const buyer = await t.signIn();
    const orderId = await t.orderId(buyer.cookie, plan);
    const { payment, checkout } = t.fake.pay(orderId);
    return { ...buyer, orderId, payment, checkout: checkout! };
  }

  it('grants on payment.captured without a session; the same event 5 times at once extends once', async () => {
    const { userId, payment } = await paidOrder();
    const delivery = t.fake.webhook('payment.captured', payment.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.deliver(delivery)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.subscriptionsOf(userId)).toHaveLength(1);
    expect((await t.premiumUntil(userId))!.getTime() - Date.now()).toBeGreaterThan(88 * DAY);
    expect(await t.paymentsOf(userId)).toEqual([expect.objectContaining({ status: 'paid', razorpay_payment_id: payment.id, method: 'upi' })]);
    const events = await t.setup.database.db.selectFrom('payment_events').selectAll().where('event_id', '=', delivery.eventId).execute();
    expect(events).toHaveLength(1);
    // A later order.paid for the same payment (another event id) changes nothing either.
    await t.deliver(t.fake.webhook('order.paid', payment.id)).expect(200);
    expect(await t.subscriptionsOf(userId)).toHaveLength(1);
  });

  it.each([1, 2, 3])('extends premium exactly once when verify and the webhook race on one order (round %i)', async () => {
    const { userId, cookie, payment, checkout } = await paidOrder('1_year');
    const [verified, hooked] = await Promise.all([t.verify(cookie, checkout), t.deliver(t.fake.webhook('order.paid', payment.id))]);
    expect([verified.status, hooked.status]).toEqual([200, 200]);
    const subscriptions = await t.subscriptionsOf(userId);
    expect(subscriptions).toHaveLength(1);
    expect((await t.premiumUntil(userId))?.toISOString()).toBe(subscriptions[0]!.ends_at.toISOString());
    expect(verified.body.subscription.ends_at).toBe(subscriptions[0]!.ends_at.toISOString());
    expect(await t.audits('payment.grant', userId)).toHaveLength(1);
  });

  it('refuses a bad signature and a re-serialised body (400), audited, premium unchanged', async () => {
    const { userId, payment } = await paidOrder();
    const before = (await t.audits('payment.webhook', null)).length;
    const wrongSecret = t.fake.webhook('payment.captured', payment.id, { secret: 'not-the-secret' });
    expect((await t.deliver(wrongSecret).expect(400)).body).toMatchObject({ error: 'invalid_signature' });
    const genuine = t.fake.webhook('payment.captured', payment.id);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(genuine.body.toString()), null, 2));
    await t.deliver({ body: reserialised, headers: genuine.headers }).expect(400);
    // One row for the address's refusals in this window (the next test floods it).
    const audits = (await t.audits('payment.webhook', null)).slice(before);
    expect(audits).toEqual([{ outcome: 'failure', reason: 'bad_signature', target: null }]);
    expect(await t.premiumUntil(userId)).toBeNull();
    // Refused deliveries were not recorded as handled: the genuine one still grants.
    await t.deliver(genuine).expect(200);
    expect(await t.premiumUntil(userId)).not.toBeNull();
  });

  it('answers a flood of badly signed deliveries 400 each, but writes no audit row per request', async () => {
    const { payment } = await paidOrder();
    const before = (await t.audits('payment.webhook', null)).length;
    const forged = t.fake.webhook('payment.captured', payment.id, { secret: 'not-the-secret' });
    for (let i = 0; i < 300; i += 1) await t.deliver(forged).expect(400);
    // The window opened in the previous test: nothing more for this address until it closes.
    expect((await t.audits('payment.webhook', null)).length - before).toBeLessThanOrEqual(1);
  });

  it('refuses a body over 256 kB with 413 and a missing signature with 400', async () => {
    const big = JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(300_000) });
    const tooLarge = await request(t.setup.api.app).post('/api/payments/razorpay/webhook').set('Content-Type', 'application/json').send(big).expect(413);
    expect(tooLarge.body).toMatchObject({ error: 'payload_too_large', message: 'The request body is larger than the 256 kB limit.' });
    await request(t.setup.api.app).post('/api/payments/razorpay/webhook').set('Content-Type', 'application/json').send('{}').expect(400);
  });

  it('ignores (200) unknown orders and unknown events, and refuses an amount mismatch, audited', async () => {
    const stranger = t.fake.store.createOrder({ amount: 99900, currency: 'INR', receipt: null, notes: {} });
    const foreign = t.fake.pay(stranger.id).payment;
    const before = (await t.audits('payment.webhook', null)).length;
    expect((await t.deliver(t.fake.webhook('payment.captured', foreign.id)).expect(200)).body).toEqual({ status: 'ignored' });
    expect((await t.audits('payment.webhook', null)).slice(before)).toEqual([{ outcome: 'failure', reason: 'unknown_order', target: null }]);

    const buyer = await t.signIn();
    const short = t.fake.pay(await t.orderId(buyer.cookie), 'captured', { amount: 100 }).payment;
    await t.deliver(t.fake.webhook('order.paid', short.id)).expect(200);
    expect(await t.audits('payment.webhook', buyer.userId)).toEqual([
      { outcome: 'failure', reason: 'amount_mismatch', target: expect.stringMatching(/^payment:/) },
    ]);
    expect(await t.premiumUntil(buyer.userId)).toBeNull();

    const unknownEvent = Buffer.from(JSON.stringify({ entity: 'event', event: 'subscription.charged', payload: {} }));
    const headers = {
      'content-type': 'application/json' as const,
      'x-razorpay-signature': hmacSha256Hex(unknownEvent, t.fake.settings.webhookSecret),
      'x-razorpay-event-id': fakeId('evt'),
    };
    expect((await t.deliver({ body: unknownEvent, headers }).expect(200)).body).toEqual({ status: 'ignored' });
  });

  it('marks a failed attempt, lets a later success win, and ignores a failure after payment', async () => {
    const buyer = await t.signIn();
    const orderId = await t.orderId(buyer.cookie);
    const failed = t.fake.pay(orderId, 'failed').payment;
    await t.deliver(t.fake.webhook('payment.failed', failed.id)).expect(200);
    expect(await t.paymentsOf(buyer.userId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_reason: 'Payment processing failed due to error at bank or wallet gateway',
        failed_at: expect.any(Date),
      }),
    ]);
    const { payment, checkout } = t.fake.pay(orderId);
    await t.verify(buyer.cookie, checkout!).expect(200);
    await t.deliver(t.fake.webhook('payment.failed', failed.id)).expect(200);
    expect(await t.paymentsOf(buyer.userId)).toEqual([expect.objectContaining({ status: 'paid', razorpay_payment_id: payment.id })]);
  });

  it('ends a fully refunded plan: the latest ends now, an earlier one moves later plans back', async () => {
    const { userId, cookie, payment, checkout } = await paidOrder('3_months');
    await t.verify(cookie, checkout).expect(200);
    const firstEnd = (await t.premiumUntil(userId))!;
    const second = t.fake.pay(await t.orderId(cookie, '1_year'));
    await t.verify(cookie, second.checkout!).expect(200);
    const secondEnd = (await t.premiumUntil(userId))!;

    t.fake.store.refund(payment.id);
    const beforeRefund = Date.now();
    await t.deliver(t.fake.webhook('refund.processed', payment.id)).expect(200);
    const [refunded, kept] = await t.subscriptionsOf(userId);
    const removed = firstEnd.getTime() - refunded!.ends_at.getTime();
    expect(refunded!.ends_at.getTime()).toBeGreaterThanOrEqual(beforeRefund - 1000);
    expect(kept!.starts_at.getTime()).toBe(refunded!.ends_at.getTime());
    expect((await t.premiumUntil(userId))!.getTime()).toBe(secondEnd.getTime() - removed);
    expect((await t.paymentsOf(userId)).map((row) => row.status)).toEqual(['refunded', 'paid']);
    expect(await t.audits('payment.refund', userId)).toEqual([{ outcome: 'success', reason: null, target: expect.stringMatching(/^payment:/) }]);

    // Refunding the latest plan ends premium now; the access summary says free again.
    t.fake.store.refund(second.payment.id);
    await t.deliver(t.fake.webhook('refund.processed', second.payment.id)).expect(200);
    expect((await t.premiumUntil(userId))!.getTime()).toBeLessThanOrEqual(Date.now());
    const summary = await request(t.setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200);
    expect(summary.body).toMatchObject({ is_premium: false });
    // A verify replayed after the refund grants nothing.
    expect((await t.verify(cookie, checkout).expect(409)).body).toMatchObject({ error: 'payment_refunded' });
  });

  it('grants nothing when a capture event is retried after the payment was refunded', async () => {
    const { userId, payment } = await paidOrder();
    // Razorpay's first delivery of the capture failed; its retry carries the payment as it was then.
    const retriedCapture = t.fake.webhook('payment.captured', payment.id);
    t.fake.store.refund(payment.id);
    await t.deliver(t.fake.webhook('refund.processed', payment.id)).expect(200);
    await t.deliver(retriedCapture).expect(200);
    expect(await t.premiumUntil(userId)).toBeNull();
    expect(await t.paymentsOf(userId)).toEqual([expect.objectContaining({ status: 'refunded', razorpay_payment_id: payment.id })]);
  });

  it('refuses an order.paid whose order names another plan, audited, premium unchanged', async () => {
    const { userId, orderId, payment } = await paidOrder('3_months');
    const order = t.fake.store.orders.get(orderId)!;
    t.fake.store.orders.set(orderId, { ...order, notes: { ...order.notes, plan: '1_year' } });
    await t.deliver(t.fake.webhook('order.paid', payment.id)).expect(200);
    expect(await t.premiumUntil(userId)).toBeNull();
    expect(await t.audits('payment.webhook', userId)).toEqual([{ outcome: 'failure', reason: 'plan_mismatch', target: expect.stringMatching(/^payment:/) }]);
  });
});

describe.each(testDatabases())('webhook secret rotation on $name', (engine) => {
  const t = paymentApiForBlock(engine, { RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'the-old-webhook-secret' });

  it('accepts a delivery signed with the previous secret, and still refuses any other', async () => {
    const buyer = await t.signIn();
    const { payment } = t.fake.pay(await t.orderId(buyer.cookie, '3_months'));
    await t.deliver(t.fake.webhook('payment.captured', payment.id, { secret: 'some-other-secret' })).expect(400);
    expect(await t.premiumUntil(buyer.userId)).toBeNull();
    await t.deliver(t.fake.webhook('payment.captured', payment.id, { secret: 'the-old-webhook-secret' })).expect(200);
    expect(await t.premiumUntil(buyer.userId)).not.toBeNull();
  });
});

import { OrderResponseSchema, VerifyPaymentResponseSchema } from 'shared-types/api';
import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { hmacSha256Hex } from '../payments/signatures';
import { paymentApiForBlock } from '../services/payments/testing/paymentApi';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases())('POST /api/subscription/order and /verify on $name', (engine) => {
  const t = paymentApiForBlock(engine);

  it('sells a plan: order, Checkout, verify; premium extended once, the same answer on a repeat', async () => {
    const { cookie, userId } = await t.signIn('Priya Payer');
    const res = await t.order(cookie, '1_year').expect(200);
    const order = OrderResponseSchema.parse(res.body);
    expect(order).toMatchObject({
      amount: 299900,
      currency: 'INR',
      key_id: t.fake.settings.keyId,
      plan: '1_year',
      checkout_script_url: t.fake.checkoutUrl,
      name: 'Conviction',
      description: '1 Year Premium',
      prefill: { name: 'Priya Payer', email: expect.stringContaining('@example.test') },
    });
    const [row] = await t.paymentsOf(userId);
    expect(row).toMatchObject({ status: 'created', provider: 'razorpay', amount_paise: 299900, razorpay_order_id: order.order_id });
    expect(t.fake.store.orders.get(order.order_id)).toMatchObject({ amount: 299900, receipt: row!.id, notes: { user_id: userId, plan: '1_year' } });

    const { payment, checkout } = t.fake.pay(order.order_id);
    const verified = await t.verify(cookie, checkout!).expect(200);
    const answer = VerifyPaymentResponseSchema.parse(verified.body);
    expect(answer).toMatchObject({ success: true, test_mode: false, subscription: { tier: '1_year', amount_inr: 2999, payment_reference: payment.id } });
    expect(answer.message).toMatch(/^1 Year Premium is active until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    const until = await t.premiumUntil(userId);
    expect(until?.toISOString()).toBe(answer.subscription.ends_at);
    expect(until!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);

    const again = await t.verify(cookie, checkout!).expect(200);
    expect(again.body).toEqual(verified.body);
    expect(await t.premiumUntil(userId)).toEqual(until);
    expect(await t.paymentsOf(userId)).toEqual([
      expect.objectContaining({
        status: 'paid',
        razorpay_payment_id: payment.id,
        method: 'upi',
        subscription_id: expect.any(String),
        paid_at: expect.any(Date),
      }),
    ]);
    expect(await t.audits('payment.grant', userId)).toEqual([{ outcome: 'success', reason: null, target: `payment:${row!.id}` }]);
  });

  it('reuses the pending order on a double click, and makes a new one after 30 minutes', async () => {
    const { cookie, userId } = await t.signIn();
    const ordersBefore = t.fake.store.orders.size;
    const [first, second] = await Promise.all([t.order(cookie), t.order(cookie)]);
    expect(first.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(t.fake.store.orders.size).toBe(ordersBefore + 1);
    expect(await t.paymentsOf(userId)).toHaveLength(1);

    // In two steps with activity between: the session itself times out after 30 idle minutes.
    t.setup.api.advance(16 * MINUTE);
    await request(t.setup.api.app).post('/api/session/activity').set('Cookie', cookie).send({}).expect(200);
    t.setup.api.advance(15 * MINUTE);
    const later = await t.order(cookie).expect(200);
    expect(later.body.order_id).not.toBe(first.body.order_id);
    expect((await t.paymentsOf(userId)).map((row) => row.status)).toEqual(['expired', 'created']);
  });

  it('waits for a payment Razorpay has not captured yet: verify says so, a second order is refused, then it grants', async () => {
    const { cookie, userId } = await t.signIn();
    const orderId = await t.orderId(cookie, '3_months');
    const { payment, checkout } = t.fake.pay(orderId, 'authorized');

    const early = await t.verify(cookie, checkout!).expect(400);
    expect(early.body).toMatchObject({ error: 'payment_not_captured' });
    expect(await t.premiumUntil(userId)).toBeNull();
    // Clicking 'Upgrade Now' again must not open Checkout on an order that holds an approved payment.
    const again = await t.order(cookie, '3_months').expect(409);
    expect(again.body).toEqual({
      error: 'payment_in_progress',
      message: 'Your payment for this plan is still being confirmed. Premium starts as soon as it is: there is no need to pay again.',
    });
    expect(await t.audits('payment.order', userId)).toContainEqual({ outcome: 'failure', reason: 'payment_in_progress', target: null });

    t.fake.store.capture(payment.id);
    await t.verify(cookie, checkout!).expect(200);
    expect(await t.premiumUntil(userId)).not.toBeNull();
    expect((await t.paymentsOf(userId)).map((row) => row.status)).toEqual(['paid']);
  });

  it('answers 503 when Razorpay is down, leaving nothing paid or pending', async () => {
    const { cookie, userId } = await t.signIn();
    t.fake.failNextRequest(503);
    const down = await t.order(cookie).expect(503);
    expect(down.body).toMatchObject({ error: 'payment_provider_unavailable' });
    expect(down.headers['retry-after']).toBe('30');
    expect(await t.paymentsOf(userId)).toEqual([]);
    expect(await t.premiumUntil(userId)).toBeNull();
    expect(await t.audits('payment.order', userId)).toEqual([{ outcome: 'failure', reason: 'payment_provider_unavailable', target: null }]);
    await t.order(cookie).expect(200);
  });

  it("refuses another user's order with 404, audited, premium unchanged", async () => {
    const owner = await t.signIn();
    const other = await t.signIn();
    const { checkout } = t.fake.pay(await t.orderId(owner.cookie));
    const refused = await t.verify(other.cookie, checkout!).expect(404);
    expect(refused.body).toMatchObject({ error: 'unknown_order' });
    expect(await t.audits('payment.verify', other.userId)).toEqual([{ outcome: 'failure', reason: 'other_users_order', target: null }]);
    expect(await t.premiumUntil(other.userId)).toBeNull();
    expect(await t.premiumUntil(owner.userId)).toBeNull();
  });

  it('refuses an unknown order (404) and a bad signature (400), audited, premium unchanged', async () => {
    const { cookie, userId } = await t.signIn();
    const { checkout } = t.fake.pay(await t.orderId(cookie));
    const unknown = await t.verify(cookie, { ...checkout!, razorpay_order_id: 'order_NotOursAtAll01' }).expect(404);
    expect(unknown.body).toMatchObject({ error: 'unknown_order' });
    const forged = await t.verify(cookie, { ...checkout!, razorpay_signature: 'f'.repeat(64) }).expect(400);
    expect(forged.body).toMatchObject({ error: 'invalid_signature' });
    expect((await t.audits('payment.verify', userId)).map((row) => row.reason)).toEqual(['unknown_order', 'bad_signature']);
    expect(await t.premiumUntil(userId)).toBeNull();
  });

  it('refuses a replayed signature for an order already paid with another payment (409), audited', async () => {
    const { cookie, userId } = await t.signIn();
    const orderId = await t.orderId(cookie);
    await t.verify(cookie, t.fake.pay(orderId).checkout!).expect(200);
    const paidUntil = await t.premiumUntil(userId);
    const replay = { razorpay_order_id: orderId, razorpay_payment_id: 'pay_AnotherPayment01', razorpay_signature: '' };
    replay.razorpay_signature = hmacSha256Hex(`${orderId}|${replay.razorpay_payment_id}`, t.fake.settings.keySecret);
    const refused = await t.verify(cookie, replay).expect(409);
    expect(refused.body).toMatchObject({ error: 'order_already_paid' });
    expect(await t.audits('payment.verify', userId)).toEqual([{ outcome: 'failure', reason: 'replayed_signature', target: null }]);
    expect(await t.premiumUntil(userId)).toEqual(paidUntil);
    expect(await t.subscriptionsOf(userId)).toHaveLength(1);
  });

  it('grants nothing when the amount paid differs from the order (400), audited', async () => {
    const { cookie, userId } = await t.signIn();
    const { checkout } = t.fake.pay(await t.orderId(cookie), 'captured', { amount: 100 });
    const refused = await t.verify(cookie, checkout!).expect(400);
    expect(refused.body).toMatchObject({ error: 'payment_mismatch' });
    expect(await t.audits('payment.verify', userId)).toEqual([{ outcome: 'failure', reason: 'amount_mismatch', target: null }]);
    expect(await t.premiumUntil(userId)).toBeNull();
    expect((await t.paymentsOf(userId)).map((row) => row.status)).toEqual(['created']);
  });

  it("refuses the cheaper plan's payment presented for the dearer plan's order (400), audited, premium unchanged", async () => {
    const { cookie, userId } = await t.signIn();
    const yearOrder = await t.orderId(cookie, '1_year');
    const { checkout } = t.fake.pay(await t.orderId(cookie, '3_months'));
    // The signature is over the 3-month order; the server checks it against the 1-year order it stored.
    const refused = await t.verify(cookie, { ...checkout!, razorpay_order_id: yearOrder }).expect(400);
    expect(refused.body).toMatchObject({ error: 'invalid_signature' });
    // A verify body cannot name a plan either: the plan is always the stored order's.
    await t.verify(cookie, { ...checkout!, subscription_tier: '1_year' }).expect(400);
    expect((await t.audits('payment.verify', userId)).map((row) => row.reason)).toEqual(['bad_signature', 'invalid_request']);
    expect(await t.premiumUntil(userId)).toBeNull();
  });

  it('refuses bodies that name a price, a premium end or fields Checkout never sends (400), or another user (403)', async () => {
    const { cookie, userId } = await t.signIn();
    const other = await t.signIn();
    for (const extra of [{ amount: 1 }, { premium_until: '2099-01-01' }]) {
      expect((await t.order(cookie, '3_months', extra).expect(400)).body).toMatchObject({ error: 'invalid_request' });
    }
    expect((await t.order(cookie, '3_months', { user_id: other.userId }).expect(403)).body).toMatchObject({ error: 'forbidden' });
    const { checkout } = t.fake.pay(await t.orderId(cookie));
    for (const extra of [{ user_id: other.userId }, { amount: 100 }, { premium_until: '2099-01-01' }]) {
      expect((await t.verify(cookie, { ...checkout!, ...extra }).expect(400)).body).toMatchObject({ error: 'invalid_request' });
    }
    expect(await t.premiumUntil(userId)).toBeNull();
  });

  it('needs a session for order and verify', async () => {
    const { checkout } = t.fake.pay(await t.orderId((await t.signIn()).cookie));
    await t.order('__Host-sid=made-up').expect(401);
    await t.verify('__Host-sid=made-up', checkout!).expect(401);
  });
});

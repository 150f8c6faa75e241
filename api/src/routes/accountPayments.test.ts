import request from 'supertest';
import { AccountExportSchema, AccountPaymentsResponseSchema, PaymentReceiptSchema, PLAN_NEVER_RENEWS, PLAN_REFUNDED_NO_RENEWAL } from 'shared-types/api';
import { insertPayment, insertUser } from '../db/testing/paymentRows';
import { OPEN_TIMEOUT_MS, testDatabases } from '../db/testing/testDatabases';
import { createSignedInApi, signedInApiForBlock, type SignedInApi } from '../testing/signedInApi';

/** Issue 18: the caller's payment history, receipts, and payments in the account export and deletion. */

const GSTIN = '27AAPFU0939F1ZV';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let emailSeq = 0;
const freshEmail = () => `payments${++emailSeq}-${Date.now()}@example.test`;
const ago = (ms: number) => new Date(Date.now() - ms);

describe.each(testDatabases())('payment history and receipts on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  let withGstin: SignedInApi;
  beforeAll(async () => {
    withGstin = await createSignedInApi(setup.database, { GSTIN });
  }, OPEN_TIMEOUT_MS);
  const api = () => request(setup.api.app);
  const db = () => setup.database.db;

  const receipt = (cookie: string, id: string, app = setup.api.app) => request(app).get(`/api/account/payments/${id}/receipt`).set('Cookie', cookie);

  it("lists only the caller's payments, newest first, with plan, rupee amount, period and receipt flags", async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const premiumUntil = new Date(Date.now() + 300 * DAY);
    await db().updateTable('users').set({ premium_until: premiumUntil }).where('id', '=', userId).execute();
    const refunded = await insertPayment(db(), { userId, tier: '1_year', status: 'refunded', createdAt: ago(40 * DAY) });
    const paid = await insertPayment(db(), { userId, status: 'paid', createdAt: ago(10 * DAY), method: 'card' });
    const failed = await insertPayment(db(), { userId, status: 'failed', createdAt: ago(5 * DAY) });
    const test = await insertPayment(db(), { userId, provider: 'test', tier: '1_year', createdAt: ago(2 * DAY) });
    const pending = await insertPayment(db(), { userId, status: 'created', createdAt: ago(5 * MINUTE) });
    await insertPayment(db(), { userId: await insertUser(db()), createdAt: ago(MINUTE) });

    const response = await api().get('/api/account/payments').set('Cookie', cookie).expect(200);
    const body = AccountPaymentsResponseSchema.parse(response.body);
    expect(body.premium_until).toBe(premiumUntil.toISOString());
    expect(body.payments.map((p) => p.id)).toEqual([pending.id, test.id, failed.id, paid.id, refunded.id]);
    expect(body.payments.map((p) => [p.status, p.has_receipt, p.is_test])).toEqual([
      ['created', false, false],
      ['paid', true, true],
      ['failed', false, false],
      ['paid', true, false],
      ['refunded', true, false],
    ]);
    const paidRow = body.payments[3]!;
    const subscription = await db().selectFrom('subscriptions').selectAll().where('id', '=', paid.subscriptionId!).executeTakeFirstOrThrow();
    expect(paidRow).toEqual({
      id: paid.id,
      plan: '3_months',
      plan_name: '3 Months Premium',
      amount_inr: 999,
      currency: 'INR',
      status: 'paid',
      method: 'card',
      created_at: expect.any(String),
      paid_at: expect.any(String),
      refunded_at: null,
      refunded_inr: 0,
      last_refunded_at: null,
      period_start: subscription.starts_at.toISOString(),
      period_end: subscription.ends_at.toISOString(),
      is_test: false,
      has_receipt: true,
    });
    expect(body.payments[4]).toMatchObject({
      plan: '1_year',
      plan_name: '1 Year Premium',
      amount_inr: 2999,
      refunded_at: expect.any(String),
      refunded_inr: 2999,
    });
    expect(body.payments[2]).toMatchObject({ period_start: null, period_end: null, paid_at: null });
    await api().get('/api/account/payments').expect(401);
  });

  it('shows a pending order past its expiry as expired, with no receipt', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const stale = await insertPayment(db(), { userId, status: 'created', createdAt: ago(2 * 60 * MINUTE), expiresAt: ago(90 * MINUTE) });
    const { payments } = AccountPaymentsResponseSchema.parse((await api().get('/api/account/payments').set('Cookie', cookie).expect(200)).body);
    expect(payments).toEqual([expect.objectContaining({ id: stale.id, status: 'expired', has_receipt: false, paid_at: null })]);
    const refused = await receipt(cookie, stale.id).expect(409);
    expect(refused.body).toMatchObject({
      error: 'receipt_unavailable',
      message: 'This order expired unpaid, so there is no receipt.',
    });
  });

  it("answers 404 payment_not_found for another user's payment, an unknown id and a malformed id", async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const someoneElse = await insertPayment(db(), { userId: await insertUser(db()), createdAt: ago(DAY) });
    for (const id of [someoneElse.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await receipt(cookie, encodeURIComponent(id)).expect(404);
      expect(response.body).toMatchObject({
        error: 'payment_not_found',
        message: 'No such payment in your account. Open your payment history and choose a receipt there.',
      });
    }
    await api().get(`/api/account/payments/${someoneElse.id}/receipt`).expect(401);
  });

  it('refuses a receipt for a failed or pending payment with 409', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const failed = await insertPayment(db(), { userId, status: 'failed', createdAt: ago(DAY) });
    const pending = await insertPayment(db(), { userId, status: 'created', tier: '1_year', createdAt: ago(MINUTE) });
    expect((await receipt(cookie, failed.id).expect(409)).body).toMatchObject({
      error: 'receipt_unavailable',
      message: 'This payment failed, so there is no receipt.',
    });
    expect((await receipt(cookie, pending.id).expect(409)).body).toMatchObject({
      error: 'receipt_unavailable',
      message: 'This payment has not gone through yet: a receipt is issued once it has.',
    });
  });

  it('issues a stable receipt for a paid payment, without a GST line when no GSTIN is configured', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail(), 'Receipt Person');
    // 20:00 UTC is 01:30 the next day in India: the receipt number carries India's date.
    const paid = await insertPayment(db(), { userId, createdAt: new Date('2026-03-14T19:58:00Z'), paidAt: new Date('2026-03-14T20:00:00Z') });
    const first = PaymentReceiptSchema.parse((await receipt(cookie, paid.id).expect(200)).body);
    const email = (await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
    expect(first).toEqual({
      receipt_number: `CNV-20260315-${paid.id.slice(0, 8).toUpperCase()}`,
      issued_at: '2026-03-14T20:00:00.000Z',
      seller: { name: 'Conviction', gstin: null, address: null, support_email: null },
      billed_to: { name: 'Receipt Person', email },
      plan: '3_months',
      plan_name: '3 Months Premium',
      period_start: '2026-03-14T20:00:00.000Z',
      period_end: '2026-06-14T20:00:00.000Z',
      amount_inr: 999,
      currency: 'INR',
      gst: null,
      status: 'paid',
      paid_at: '2026-03-14T20:00:00.000Z',
      refunded_at: null,
      refund: null,
      method: 'upi',
      payment_reference: paid.reference,
      is_test: false,
      renewal: PLAN_NEVER_RENEWS,
    });
    expect((await receipt(cookie, paid.id).expect(200)).body).toEqual(first);
  });

  it('itemises the GST included in the price when a GSTIN is configured, the two parts summing to the price exactly', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const quarter = await insertPayment(db(), { userId, tier: '3_months', createdAt: ago(3 * DAY) });
    const year = await insertPayment(db(), { userId, tier: '1_year', createdAt: ago(DAY) });
    const expected = [
      [quarter.id, 999, 846.61, 152.39],
      [year.id, 2999, 2541.53, 457.47],
    ] as const;
    for (const [id, amount, taxable, gst] of expected) {
      const body = PaymentReceiptSchema.parse((await receipt(cookie, id, withGstin.app).expect(200)).body);
      expect(body.seller).toEqual({ name: 'Conviction', gstin: GSTIN, address: null, support_email: null });
      expect(body.amount_inr).toBe(amount);
      expect(body.gst).toEqual({ gstin: GSTIN, rate_percent: 18, taxable_value_inr: taxable, gst_inr: gst });
      expect(Math.round(body.gst!.taxable_value_inr * 100) + Math.round(body.gst!.gst_inr * 100)).toBe(amount * 100);
      expect((await receipt(cookie, id).expect(200)).body.gst).toBeNull();
    }
    // A test-mode purchase took no money, so no tax: no GST line even with a GSTIN.
    const test = await insertPayment(db(), { userId, provider: 'test', createdAt: ago(DAY) });
    expect((await receipt(cookie, test.id, withGstin.app).expect(200)).body.gst).toBeNull();
  });

  it('issues a receipt for a refunded payment, marked refunded, and one for a test payment, marked test', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const refundedAt = ago(DAY);
    const refunded = await insertPayment(db(), { userId, status: 'refunded', createdAt: ago(3 * DAY), refundedAt });
    const test = await insertPayment(db(), { userId, provider: 'test', createdAt: ago(2 * DAY) });
    expect(PaymentReceiptSchema.parse((await receipt(cookie, refunded.id).expect(200)).body)).toMatchObject({
      status: 'refunded',
      refunded_at: refundedAt.toISOString(),
      refund: { amount_inr: 999, refunded_at: refundedAt.toISOString(), gst: null },
      is_test: false,
      renewal: PLAN_REFUNDED_NO_RENEWAL,
    });
    expect(PaymentReceiptSchema.parse((await receipt(cookie, test.id).expect(200)).body)).toMatchObject({
      status: 'paid',
      is_test: true,
      payment_reference: test.reference,
    });
  });

  it("exports the caller's payments with Razorpay's ids and no card data", async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const failed = await insertPayment(db(), { userId, status: 'failed', createdAt: ago(2 * DAY), method: 'card' });
    const paid = await insertPayment(db(), { userId, createdAt: ago(DAY) });
    await insertPayment(db(), { userId: await insertUser(db()), createdAt: ago(DAY) });
    const exported = AccountExportSchema.parse((await api().post('/api/account/export').set('Cookie', cookie).send({}).expect(200)).body);
    expect(exported.payments?.map((p) => p.id)).toEqual([paid.id, failed.id]);
    expect(exported.payments?.[1]).toMatchObject({
      status: 'failed',
      method: 'card',
      razorpay_order_id: expect.stringMatching(/^order_/),
      razorpay_payment_id: failed.reference,
      failure_reason: 'Payment declined by the bank',
      failed_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(exported.payments)).not.toMatch(/card_|last4|"card":|vpa|bank_account/);
  });

  it('keeps the payments of a deleted account, detached from the person, and never shows them to a re-created account', async () => {
    const email = freshEmail();
    const first = await setup.api.signIn(email);
    const paid = await insertPayment(db(), { userId: first.userId, createdAt: ago(DAY) });
    const failed = await insertPayment(db(), { userId: first.userId, status: 'failed', createdAt: ago(2 * DAY) });
    await api().delete('/api/account').set('Cookie', first.cookie).send({ confirm: 'DELETE' }).expect(200);

    const kept = await db()
      .selectFrom('payments')
      .select(['id', 'user_id', 'status', 'subscription_id'])
      .where('id', 'in', [paid.id, failed.id])
      .orderBy('created_at', 'desc')
      .execute();
    expect(kept).toEqual([
      { id: paid.id, user_id: null, status: 'paid', subscription_id: paid.subscriptionId },
      { id: failed.id, user_id: null, status: 'failed', subscription_id: null },
    ]);
    expect(await db().selectFrom('subscriptions').select('user_id').where('id', '=', paid.subscriptionId!).executeTakeFirstOrThrow()).toEqual({
      user_id: null,
    });

    setup.api.advance(1000);
    const again = await setup.api.signIn(email);
    expect(again.userId).toBe(first.userId);
    expect((await api().get('/api/account/payments').set('Cookie', again.cookie).expect(200)).body.payments).toEqual([]);
    expect(AccountExportSchema.parse((await api().post('/api/account/export').set('Cookie', again.cookie).send({}).expect(200)).body).payments).toEqual([]);
    await receipt(again.cookie, paid.id).expect(404);
  });
});

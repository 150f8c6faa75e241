import vm from 'node:vm';
import { createRazorpayClient } from '../razorpayClient';
import { paymentSettings } from '../razorpaySettings';
import { verifyPaymentSignature, verifyWebhookSignature } from '../signatures';
import { startFakeRazorpay, type FakeRazorpay } from './fakeRazorpay';

let fake: FakeRazorpay;

beforeEach(async () => {
  fake = await startFakeRazorpay();
});

afterEach(async () => {
  await fake.close();
});

async function newOrder(amountPaise = 299_900) {
  return createRazorpayClient(fake.settings).createOrder({ amountPaise, receipt: 'po_1', notes: { plan: 'yearly' } });
}

/** Loads the fake's checkout.js into a sandbox window, as a browser would, and returns window.Razorpay. */
async function loadCheckout(): Promise<new (options: Record<string, unknown>) => { on(event: string, fn: (response: unknown) => void): void; open(): void }> {
  const script = await (await fetch(fake.checkoutUrl)).text();
  const window: Record<string, unknown> = {};
  vm.runInNewContext(script, { window, fetch, JSON });
  return window.Razorpay as never;
}

type Outcome = { handler?: unknown; failed?: unknown; dismissed?: true };

async function openCheckout(orderId: string, key = fake.settings.keyId): Promise<Outcome> {
  const Razorpay = await loadCheckout();
  return new Promise<Outcome>((resolve) => {
    const checkout = new Razorpay({
      key,
      amount: 299_900,
      currency: 'INR',
      name: 'Conviction',
      order_id: orderId,
      prefill: { name: 'Asha', email: 'asha@example.com' },
      handler: (response: unknown) => resolve({ handler: response }),
      modal: { ondismiss: () => resolve({ dismissed: true }) },
    });
    checkout.on('payment.failed', (response) => resolve({ failed: response }));
    checkout.open();
  });
}

describe('fake Razorpay Checkout script', () => {
  it('pays the order and calls the handler with the three fields Checkout gives, signed with the key secret', async () => {
    const order = await newOrder();
    const { handler } = await openCheckout(order.id);
    const fields = handler as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    expect(Object.keys(fields).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(fields.razorpay_order_id).toBe(order.id);
    expect(
      verifyPaymentSignature({ orderId: order.id, paymentId: fields.razorpay_payment_id, signature: fields.razorpay_signature }, fake.settings.keySecret),
    ).toBe(true);
    expect(fake.store.payments.get(fields.razorpay_payment_id)).toMatchObject({ status: 'captured', order_id: order.id });
    expect(fake.checkoutOpens).toEqual([
      expect.objectContaining({
        key: fake.settings.keyId,
        order_id: order.id,
        prefill: { name: 'Asha', email: 'asha@example.com' },
        has_handler: true,
        has_ondismiss: true,
      }),
    ]);
  });

  it('calls the payment.failed listeners with Checkout’s error object, leaving the order unpaid', async () => {
    const order = await newOrder();
    fake.nextCheckout('failure');
    const { failed } = await openCheckout(order.id);
    expect(failed).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: order.id } } });
    expect(fake.store.orders.get(order.id)).toMatchObject({ status: 'attempted' });
  });

  it('calls modal.ondismiss when the customer closes it, with nothing paid', async () => {
    const order = await newOrder();
    fake.nextCheckout('dismiss');
    expect(await openCheckout(order.id)).toEqual({ dismissed: true });
    expect(fake.store.paymentsOf(order.id)).toEqual([]);
  });

  it('fails for a wrong key or an unknown order, as the real Checkout would', async () => {
    const order = await newOrder();
    expect(await openCheckout(order.id, 'rzp_test_Other')).toMatchObject({ failed: { error: { code: 'BAD_REQUEST_ERROR' } } });
    expect(await openCheckout('order_Unknown00001')).toMatchObject({ failed: { error: { code: 'BAD_REQUEST_ERROR' } } });
  });
});

describe('fake Razorpay webhooks', () => {
  it('builds signed payment.captured and order.paid deliveries over the exact body', async () => {
    const order = await newOrder();
    const { payment } = fake.pay(order.id);
    for (const event of ['payment.captured', 'order.paid'] as const) {
      const delivery = fake.webhook(event, payment.id);
      expect(verifyWebhookSignature(delivery.body, delivery.headers['x-razorpay-signature'], fake.settings.webhookSecret)).toBe(true);
      expect(delivery.headers['x-razorpay-event-id']).toBe(delivery.eventId);
      const parsed = JSON.parse(delivery.body.toString()) as { event: string; contains: string[]; payload: Record<string, { entity: { id: string } }> };
      expect(parsed).toMatchObject({ entity: 'event', event });
      expect(parsed.payload.payment!.entity.id).toBe(payment.id);
      if (event === 'order.paid') expect(parsed.payload.order!.entity).toMatchObject({ id: order.id, status: 'paid' });
    }
  });

  it('builds payment.failed and refund.processed, repeats an event id, and can sign with a wrong secret', async () => {
    const order = await newOrder();
    const failed = fake.pay(order.id, 'failed').payment;
    expect(JSON.parse(fake.webhook('payment.failed', failed.id).body.toString())).toMatchObject({ payload: { payment: { entity: { status: 'failed' } } } });

    const { payment } = fake.pay(order.id);
    const refund = fake.store.refund(payment.id);
    const delivery = fake.webhook('refund.processed', payment.id, { eventId: 'evt_Repeat00000001' });
    expect(JSON.parse(delivery.body.toString())).toMatchObject({
      contains: ['refund', 'payment'],
      payload: { refund: { entity: { id: refund.id, amount: 299_900 } }, payment: { entity: { status: 'refunded', refund_status: 'full' } } },
    });
    expect(delivery.eventId).toBe('evt_Repeat00000001');
    const forged = fake.webhook('payment.captured', payment.id, { secret: 'not-the-webhook-secret' });
    expect(verifyWebhookSignature(forged.body, forged.headers['x-razorpay-signature'], fake.settings.webhookSecret)).toBe(false);
  });

  it('points a server at itself through env', () => {
    expect(fake.env).toEqual({
      RAZORPAY_KEY_ID: fake.settings.keyId,
      RAZORPAY_KEY_SECRET: fake.settings.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.settings.webhookSecret,
      RAZORPAY_API_BASE: fake.baseUrl,
      RAZORPAY_CHECKOUT_URL: `${fake.baseUrl}/v1/checkout.js`,
    });
    expect(paymentSettings(fake.env, { authMode: 'supabase' })).toMatchObject({ mode: 'razorpay', ...fake.settings });
  });
});

describe('fake Razorpay refunds through the client', () => {
  it('refunds part of a captured payment, growing its cumulative amount_refunded, once per idempotency key', async () => {
    const client = createRazorpayClient(fake.settings);
    const { payment } = fake.pay((await newOrder()).id);
    const input = { paymentId: payment.id, amountPaise: 100_000, idempotencyKey: 'cancel_test_key_1', notes: { reason: 'cancellation' } };

    const refund = await client.createRefund(input);
    expect(refund).toMatchObject({ entity: 'refund', amount: 100_000, payment_id: payment.id, status: 'processed' });
    expect(await client.createRefund(input)).toEqual(refund); // a retry refunds nothing more
    expect(await client.fetchPayment(payment.id)).toMatchObject({ amount_refunded: 100_000, refund_status: 'partial' });
    await client.createRefund({ ...input, idempotencyKey: 'cancel_test_key_2', amountPaise: 199_900 });
    expect(await client.fetchPayment(payment.id)).toMatchObject({ amount_refunded: 299_900, refund_status: 'full', status: 'refunded' });
    expect(fake.requests.filter((line) => line.endsWith('/refund'))).toHaveLength(3);
  });

  it('refuses more than stays unrefunded, or a changed body under the same key, as a rejected request', async () => {
    const client = createRazorpayClient(fake.settings);
    const { payment } = fake.pay((await newOrder()).id);
    await expect(client.createRefund({ paymentId: payment.id, amountPaise: 300_000, idempotencyKey: 'too_much_key', notes: {} })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Razorpay refused POST /payments/:id/refund with 400 BAD_REQUEST_ERROR',
    });
    await client.createRefund({ paymentId: payment.id, amountPaise: 100, idempotencyKey: 'same_key_00', notes: {} });
    await expect(client.createRefund({ paymentId: payment.id, amountPaise: 200, idempotencyKey: 'same_key_00', notes: {} })).rejects.toMatchObject({
      kind: 'rejected',
    });
    fake.failNextRequest(503);
    await expect(client.createRefund({ paymentId: payment.id, amountPaise: 100, idempotencyKey: 'down_key_00', notes: {} })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(fake.store.payments.get(payment.id)!.amount_refunded).toBe(100);
  });
});

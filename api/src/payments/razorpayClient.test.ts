import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentProviderError } from './paymentProviderError';
import { createRazorpayClient } from './razorpayClient';
import { verifyPaymentSignature } from './signatures';
import { startFakeRazorpay, type FakeRazorpay } from './testing/fakeRazorpay';

let fake: FakeRazorpay;

beforeEach(async () => {
  fake = await startFakeRazorpay();
});

afterEach(async () => {
  await fake.close();
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('createRazorpayClient against the fake Razorpay', () => {
  it('creates an INR order with automatic capture, then fetches it', async () => {
    const client = createRazorpayClient(fake.settings);
    const order = await client.createOrder({ amountPaise: 299_900, receipt: 'po_123', notes: { user_id: 'u1', plan: 'yearly' } });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 299_900,
      amount_paid: 0,
      currency: 'INR',
      receipt: 'po_123',
      status: 'created',
      notes: { user_id: 'u1', plan: 'yearly' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await client.fetchOrder(order.id)).toEqual(order);
    expect(fake.requests).toEqual(['POST /v1/orders', `GET /v1/orders/${order.id}`]);
  });

  it('sees a captured payment, its order paid, and the Checkout fields signed with the key secret', async () => {
    const client = createRazorpayClient(fake.settings);
    const order = await client.createOrder({ amountPaise: 99_900, receipt: 'po_1', notes: {} });
    const { payment, checkout } = fake.pay(order.id);
    expect(await client.fetchPayment(payment.id)).toMatchObject({
      status: 'captured',
      captured: true,
      amount: 99_900,
      currency: 'INR',
      order_id: order.id,
      method: 'upi',
    });
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 99_900, amount_due: 0 });
    expect(await client.fetchOrderPayments(order.id)).toEqual([expect.objectContaining({ id: payment.id })]);
    expect(checkout).toEqual({ razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(verifyPaymentSignature({ orderId: order.id, paymentId: payment.id, signature: checkout!.razorpay_signature }, fake.settings.keySecret)).toBe(true);
  });

  it('lists failed attempts on an order that stays unpaid', async () => {
    const client = createRazorpayClient(fake.settings);
    const order = await client.createOrder({ amountPaise: 99_900, receipt: 'po_2', notes: {} });
    const { payment, checkout } = fake.pay(order.id, 'failed', { method: 'card' });
    expect(checkout).toBeUndefined();
    expect(await client.fetchOrderPayments(order.id)).toEqual([expect.objectContaining({ id: payment.id, status: 'failed', captured: false, method: 'card' })]);
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
  });

  it('refuses a wrong key with 401, as a rejected PaymentProviderError that names no secret', async () => {
    const client = createRazorpayClient({ ...fake.settings, keySecret: 'wrong-secret-value' });
    const error = await providerError(client.createOrder({ amountPaise: 99_900, receipt: 'po_3', notes: {} }));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, providerCode: 'BAD_REQUEST_ERROR', httpStatus: 502 });
    expect(error.message).toBe('Razorpay refused POST /orders with 401 BAD_REQUEST_ERROR');
    expect(error.message).not.toMatch(/wrong-secret-value|fake_key_secret/);
  });

  it('keeps ids out of error messages for unknown orders and payments', async () => {
    const client = createRazorpayClient(fake.settings);
    const error = await providerError(client.fetchPayment('pay_Unknown0000001'));
    expect(error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(error.message).toBe('Razorpay refused GET /payments/:id with 400 BAD_REQUEST_ERROR');
    expect((await providerError(client.fetchOrderPayments('order_Unknown00001'))).message).toContain('GET /orders/:id/payments');
  });

  it('reports Razorpay 5xx answers and unreachable hosts as unavailable (503)', async () => {
    const client = createRazorpayClient(fake.settings);
    fake.failNextRequest(503, 'SERVER_ERROR');
    expect(await providerError(client.fetchOrder('order_Any000000001'))).toMatchObject({
      kind: 'unavailable',
      status: 503,
      providerCode: 'SERVER_ERROR',
      httpStatus: 503,
    });
    const baseUrl = fake.baseUrl;
    await fake.close();
    const offline = await providerError(createRazorpayClient({ ...fake.settings, apiBase: baseUrl }).fetchOrder('order_Any000000001'));
    expect(offline).toMatchObject({ kind: 'unavailable', message: 'Razorpay could not be reached', httpStatus: 503 });
    fake = await startFakeRazorpay();
  });

  it('gives up on a Razorpay that never answers, as unavailable', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const apiBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const error = await providerError(createRazorpayClient({ ...fake.settings, apiBase }, { timeoutMs: 200 }).fetchPayment('pay_Any0000000001'));
      expect(error).toMatchObject({ kind: 'unavailable', message: 'Razorpay did not answer within 200 ms', httpStatus: 503 });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reports an answer of the wrong shape as invalid_response', async () => {
    const client = createRazorpayClient({ ...fake.settings, apiBase: `${fake.baseUrl}` });
    const order = await client.createOrder({ amountPaise: 99_900, receipt: 'po_4', notes: {} });
    // A payment id where an order is expected: the fake answers with a payment.
    const { payment } = fake.pay(order.id);
    fake.store.orders.set(payment.id, fake.store.payments.get(payment.id) as never);
    expect(await providerError(client.fetchOrder(payment.id))).toMatchObject({ kind: 'invalid_response', httpStatus: 502 });
  });

  it('refuses an order below ₹1 through Razorpay’s own validation', async () => {
    const client = createRazorpayClient(fake.settings);
    expect(await providerError(client.createOrder({ amountPaise: 50, receipt: 'po_5', notes: {} }))).toMatchObject({ kind: 'rejected', status: 400 });
  });
});

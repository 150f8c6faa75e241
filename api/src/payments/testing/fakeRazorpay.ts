import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayGatewaySettings } from '../razorpaySettings';
import type { RazorpayPayment } from '../razorpaySchemas';
import { fakeCheckoutScript } from './fakeCheckoutScript';
import { FakeRazorpayStore } from './fakeRazorpayStore';
import { buildWebhook, checkoutFailureFor, checkoutSuccessFor, type CheckoutSuccess, type FakeWebhookDelivery, type FakeWebhookEvent } from './fakeWebhooks';

export type CheckoutOutcome = 'success' | 'failure' | 'dismiss';

/** A Razorpay stand-in on loopback: the REST calls RazorpayClient makes, Checkout's script, and signed webhooks. */
export interface FakeRazorpay {
  /** RAZORPAY_API_BASE. */
  readonly baseUrl: string;
  /** RAZORPAY_CHECKOUT_URL. */
  readonly checkoutUrl: string;
  readonly settings: Omit<RazorpayGatewaySettings, 'mode'>;
  /** The RAZORPAY_* variables that point a server at this fake. */
  readonly env: Record<string, string>;
  readonly store: FakeRazorpayStore;
  /** Every option object Checkout's open() was called with (functions reduced to has_handler / has_ondismiss). */
  readonly checkoutOpens: Record<string, unknown>[];
  /** REST requests received, as "GET /v1/orders/:id"-style lines with real ids. */
  readonly requests: string[];
  /** A payment on the order as if made in Checkout; `checkout` holds the handler's three fields unless it failed. */
  pay(
    orderId: string,
    outcome?: 'captured' | 'authorized' | 'failed',
    options?: { method?: string; amount?: number },
  ): { payment: RazorpayPayment; checkout?: CheckoutSuccess };
  /** A signed webhook delivery for a payment (its order, and its latest refund for refund.processed). */
  webhook(event: FakeWebhookEvent, paymentId: string, options?: { eventId?: string; secret?: string }): FakeWebhookDelivery;
  /** What the next Checkout open() does; queued, then 'success'. */
  nextCheckout(outcome: CheckoutOutcome): void;
  /** The next REST request is answered with this status and Razorpay error code. */
  failNextRequest(status: number, code?: string): void;
  close(): Promise<void>;
}

const ROUTES: { method: string; pattern: RegExp; name: 'createOrder' | 'fetchOrder' | 'orderPayments' | 'fetchPayment' | 'refund' }[] = [
  { method: 'POST', pattern: /^\/v1\/orders$/, name: 'createOrder' },
  { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)$/, name: 'fetchOrder' },
  { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)\/payments$/, name: 'orderPayments' },
  { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)$/, name: 'fetchPayment' },
  { method: 'POST', pattern: /^\/v1\/payments\/([^/]+)\/refund$/, name: 'refund' },
];

export async function startFakeRazorpay(options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_FakeKey000001';
  const keySecret = options.keySecret ?? 'fake_key_secret';
  const webhookSecret = options.webhookSecret ?? 'fake_webhook_secret';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const store = new FakeRazorpayStore();
  const checkoutOpens: Record<string, unknown>[] = [];
  const requests: string[] = [];
  const outcomes: CheckoutOutcome[] = [];
  let failure: { status: number; code: string } | undefined;
  const refundsByKey = new Map<string, { body: string; refund: unknown }>();
  let baseUrl = '';

  function pay(orderId: string, outcome: 'captured' | 'authorized' | 'failed' = 'captured', payOptions: { method?: string; amount?: number } = {}) {
    const payment = store.pay(orderId, outcome, payOptions);
    // Checkout calls its handler once the bank has authorized the payment, captured or not.
    return outcome === 'failed' ? { payment } : { payment, checkout: checkoutSuccessFor(payment, keySecret) };
  }

  function handleCheckout(body: string): unknown {
    const opened = JSON.parse(body) as Record<string, unknown>;
    checkoutOpens.push(opened);
    const outcome = outcomes.shift() ?? 'success';
    if (outcome === 'dismiss') return { outcome };
    const orderId = String(opened.order_id);
    if (opened.key !== keyId || !store.orders.has(orderId)) {
      return { outcome: 'failure', response: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key or order id', metadata: {} } } };
    }
    if (outcome === 'failure') return { outcome, response: checkoutFailureFor(pay(orderId, 'failed').payment) };
    return { outcome, response: pay(orderId, 'captured').checkout };
  }

  function handleApi(req: IncomingMessage, path: string, body: string): [number, unknown] {
    requests.push(`${req.method} ${path}`);
    if (req.headers.authorization !== expectedAuth) return [401, error('BAD_REQUEST_ERROR', 'Authentication failed')];
    if (failure !== undefined) {
      const { status, code } = failure;
      failure = undefined;
      return [status, error(code, 'Injected failure')];
    }
    const route = ROUTES.find((candidate) => candidate.method === req.method && candidate.pattern.test(path));
    if (route === undefined) return [404, error('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.')];
    const id = decodeURIComponent(route.pattern.exec(path)?.[1] ?? '');
    switch (route.name) {
      case 'createOrder':
        return createOrder(body);
      case 'fetchOrder':
        return store.orders.has(id) ? [200, store.orders.get(id)] : notFound();
      case 'orderPayments':
        return store.orders.has(id) ? [200, { entity: 'collection', count: store.paymentsOf(id).length, items: store.paymentsOf(id) }] : notFound();
      case 'fetchPayment':
        return store.payments.has(id) ? [200, store.payments.get(id)] : notFound();
      case 'refund':
        return refund(id, body, req.headers['x-refund-idempotency']);
    }
  }

  /** POST /v1/payments/:id/refund, with Razorpay's X-Refund-Idempotency: the same key and body refund once. */
  function refund(paymentId: string, body: string, key: string | string[] | undefined): [number, unknown] {
    const payment = store.payments.get(paymentId);
    if (payment === undefined) return notFound();
    const previous = typeof key === 'string' ? refundsByKey.get(key) : undefined;
    if (previous !== undefined)
      return previous.body === body
        ? [200, previous.refund]
        : [400, error('BAD_REQUEST_ERROR', 'Different request with the same idempotency key has already been processed.')];
    const input = JSON.parse(body) as { amount?: unknown };
    const amount = input.amount === undefined ? payment.amount - payment.amount_refunded : input.amount;
    if (!payment.captured) return [400, error('BAD_REQUEST_ERROR', 'The payment has not been captured')];
    if (!Number.isInteger(amount) || (amount as number) < 100) return [400, error('BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00')];
    if ((amount as number) > payment.amount - payment.amount_refunded) {
      return [400, error('BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured')];
    }
    const made = store.refund(paymentId, amount as number);
    if (typeof key === 'string') refundsByKey.set(key, { body, refund: made });
    return [200, made];
  }

  function createOrder(body: string): [number, unknown] {
    const input = JSON.parse(body) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (!Number.isInteger(input.amount) || (input.amount as number) < 100) return [400, error('BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00')];
    if (input.currency !== 'INR') return [400, error('BAD_REQUEST_ERROR', 'Currency is not supported')];
    if (typeof input.receipt === 'string' && input.receipt.length > 40) return [400, error('BAD_REQUEST_ERROR', 'receipt: at most 40 characters')];
    const notes = (typeof input.notes === 'object' && input.notes !== null ? input.notes : {}) as Record<string, string>;
    const receipt = typeof input.receipt === 'string' ? input.receipt : null;
    return [200, store.createOrder({ amount: input.amount as number, currency: 'INR', receipt, notes })];
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    readBody(req)
      .then((body) => {
        if (req.method === 'OPTIONS') return send(res, 204, '');
        if (req.method === 'GET' && path === '/v1/checkout.js') return send(res, 200, fakeCheckoutScript(baseUrl), 'application/javascript');
        if (req.method === 'POST' && path === '/_fake/checkout/open') return send(res, 200, JSON.stringify(handleCheckout(body)));
        const [status, answer] = handleApi(req, path, body);
        send(res, status, JSON.stringify(answer));
      })
      // Unreadable or non-JSON bodies.
      .catch(() => send(res, 400, JSON.stringify(error('BAD_REQUEST_ERROR', 'Unreadable request'))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const checkoutUrl = `${baseUrl}/v1/checkout.js`;

  return {
    baseUrl,
    checkoutUrl,
    settings: { keyId, keySecret, webhookSecret, apiBase: baseUrl, checkoutUrl },
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: baseUrl,
      RAZORPAY_CHECKOUT_URL: checkoutUrl,
    },
    store,
    checkoutOpens,
    requests,
    pay,
    webhook(event, paymentId, webhookOptions = {}) {
      const payment = store.payments.get(paymentId);
      if (payment === undefined) throw new Error(`Fake Razorpay: no payment ${paymentId}`);
      const order = payment.order_id === null ? undefined : store.orders.get(payment.order_id);
      const refund = [...store.refunds.values()].filter((candidate) => candidate.payment_id === paymentId).at(-1);
      return buildWebhook(event, { payment, order, refund }, webhookOptions.secret ?? webhookSecret, { eventId: webhookOptions.eventId });
    },
    nextCheckout: (outcome) => void outcomes.push(outcome),
    failNextRequest: (status, code = 'SERVER_ERROR') => void (failure = { status, code }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function error(code: string, description: string) {
  return { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } };
}

function notFound(): [number, unknown] {
  // Razorpay answers an unknown id with 400, not 404.
  return [400, error('BAD_REQUEST_ERROR', 'The id provided does not exist')];
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', connection: 'close' });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 65_536) req.destroy(new Error('too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

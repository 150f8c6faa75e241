import { hmacSha256Hex } from '../signatures';
import type { RazorpayOrder, RazorpayPayment } from '../razorpaySchemas';
import { fakeId, type FakeRefund } from './fakeRazorpayStore';

export type FakeWebhookEvent = 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.processed';

/** A webhook delivery as Razorpay sends it: the exact body bytes and the headers that go with them. */
export interface FakeWebhookDelivery {
  eventId: string;
  body: Buffer;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

/** The fields Razorpay Checkout hands the page's handler after a successful payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function checkoutSuccessFor(payment: RazorpayPayment, keySecret: string): CheckoutSuccess {
  const orderId = payment.order_id!;
  return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: hmacSha256Hex(`${orderId}|${payment.id}`, keySecret) };
}

/** What `payment.failed` listeners receive from Checkout. */
export function checkoutFailureFor(payment: RazorpayPayment) {
  return {
    error: {
      code: payment.error_code ?? 'BAD_REQUEST_ERROR',
      description: payment.error_description ?? 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: payment.order_id, payment_id: payment.id },
    },
  };
}

/**
 * Builds a signed delivery. `eventId` may be repeated to play Razorpay's
 * at-least-once redelivery; `secret` may be a wrong one to test refusals.
 */
export function buildWebhook(
  event: FakeWebhookEvent,
  entities: { payment: RazorpayPayment; order?: RazorpayOrder; refund?: FakeRefund },
  secret: string,
  options: { eventId?: string; accountId?: string } = {},
): FakeWebhookDelivery {
  // Entities in the order Razorpay lists them in `contains`.
  const payload: Record<string, { entity: unknown }> = {};
  if (event === 'refund.processed') payload.refund = { entity: required(entities.refund, 'refund.processed needs the refund') };
  payload.payment = { entity: entities.payment };
  if (event === 'order.paid') payload.order = { entity: required(entities.order, 'order.paid needs the order') };
  const body = Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: options.accountId ?? 'acc_FakeAccount0001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    }),
  );
  const eventId = options.eventId ?? fakeId('evt');
  return {
    eventId,
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, secret), 'x-razorpay-event-id': eventId },
  };
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(`Fake Razorpay: ${message}`);
  return value;
}

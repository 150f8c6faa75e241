import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import * as z from 'zod';
import { findPaymentByOrderId, markFailed, markRefundedUnpaid, paymentEventSeen, recordPaymentEvent, type PaymentRow } from '../../db/paymentRepository';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { RazorpayOrderSchema, RazorpayPaymentSchema, type RazorpayOrder, type RazorpayPayment } from '../../payments/razorpaySchemas';
import { verifyWebhookSignature } from '../../payments/signatures';
import { type InvalidationBus } from '../../sharedState/invalidationBus';
import { recordAudit, type RequestOrigin } from '../audit';
import { grantPlan } from './grantPlan';
import { PaymentRefusal } from './paymentRefusal';
import { checkPayment } from './verifyPayment';
import { applyRefund } from './refundShare';

export interface WebhookDeps {
  db: Kysely<Database>;
  /** The current secret first, then the previous one during a rotation. */
  webhookSecrets: readonly string[];
  now: () => Date;
  logger?: Logger;
  bus?: Pick<InvalidationBus, 'publish'>;
  /** FREE_COMPANY_LIMIT: a refund leaves the user as many companies as a free account has. */
  freeLimit: number;
}

export interface WebhookDelivery {
  body: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  origin: RequestOrigin;
}

const WebhookSchema = z.object({
  event: z.string().max(64),
  payload: z.object({
    payment: z.optional(z.object({ entity: RazorpayPaymentSchema })),
    refund: z.optional(z.object({ entity: z.object({ id: z.string(), amount: z.number().int(), payment_id: z.string() }) })),
    /** order.paid only: the order as we created it (receipt = our row id, notes.plan = its plan). */
    order: z.optional(z.object({ entity: RazorpayOrderSchema })),
  }),
});
type WebhookEvent = z.infer<typeof WebhookSchema>;

/** What the route answers: 200 for everything handled or ignored, so Razorpay stops retrying. */
export type WebhookResult = 'handled' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/razorpay/webhook (docs/payments.md, 'Webhook'). The
 * signature is checked over the raw bytes; each event id is handled once
 * (payment_events); payment.captured and order.paid grant through the same
 * grant as verify; payment.failed marks a pending row failed; a full
 * refund.processed ends the plan. Out-of-order events change nothing once a
 * payment is paid. Throws PaymentRefusal (400) for a bad signature or body.
 */
export async function handleWebhook(deps: WebhookDeps, delivery: WebhookDelivery): Promise<WebhookResult> {
  if (!verifyWebhookSignature(delivery.body, delivery.signature, deps.webhookSecrets)) {
    throw new PaymentRefusal('invalid', 'invalid_signature', 'The webhook signature does not match.', 'bad_signature');
  }
  const event = parseEvent(delivery.body);
  const payment = event.payload.payment?.entity;
  const eventId = validEventId(delivery.eventId) ?? `sha256:${createHash('sha256').update(delivery.body).digest('hex')}`;
  if (await paymentEventSeen(deps.db, eventId)) return 'duplicate';
  // Recorded only once handled: a crash in between leaves Razorpay's retry to be handled, not
  // skipped. Two copies handled at once are harmless, because every handler changes a payment
  // only from the state it expects (the grant is one compare-and-set). The event id header is
  // not signed, so these state checks, not the id, are what make a replay harmless.
  const result = await handleEvent(deps, event, delivery.origin);
  await recordPaymentEvent(deps.db, { eventId, event: event.event, razorpayPaymentId: payment?.id ?? null, razorpayOrderId: payment?.order_id ?? null });
  return result;
}

function parseEvent(body: Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new PaymentRefusal('invalid', 'invalid_payload', 'The webhook body is not JSON.');
  }
  const parsed = WebhookSchema.safeParse(json);
  if (!parsed.success) throw new PaymentRefusal('invalid', 'invalid_payload', 'The webhook body is not a Razorpay event.');
  return parsed.data;
}

function validEventId(header: string | undefined): string | undefined {
  return header !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(header) ? header : undefined;
}

async function handleEvent(deps: WebhookDeps, event: WebhookEvent, origin: RequestOrigin): Promise<WebhookResult> {
  const payment = event.payload.payment?.entity;
  const known = ['payment.captured', 'order.paid', 'payment.failed', 'refund.processed'].includes(event.event);
  if (!known || payment === undefined) {
    deps.logger?.info({ event: event.event }, 'Razorpay webhook: event not handled');
    return 'ignored';
  }
  const row = payment.order_id === null ? undefined : await findPaymentByOrderId(deps.db, payment.order_id);
  if (row === undefined) {
    deps.logger?.warn({ event: event.event }, 'Razorpay webhook for an order we do not know');
    await audit(deps, { userId: null, target: null, reason: 'unknown_order', origin });
    return 'ignored';
  }
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      return captured(deps, row, payment, event.payload.order?.entity, origin);
    case 'payment.failed':
      // A paid row is never marked failed: a later success has already won.
      return (await markFailed(deps.db, row.id, payment.error_description ?? payment.error_code ?? 'Payment failed', deps.now())) ? 'handled' : 'ignored';
    default:
      return refunded(deps, row, payment, event.payload.refund?.entity.amount, origin);
  }
}

async function captured(
  deps: WebhookDeps,
  row: PaymentRow,
  payment: RazorpayPayment,
  order: RazorpayOrder | undefined,
  origin: RequestOrigin,
): Promise<WebhookResult> {
  if (row.status === 'paid' || row.status === 'refunded') return 'ignored';
  try {
    if (order !== undefined) checkOrder(row, order);
    checkPayment(row, payment, deps.logger);
  } catch (error) {
    if (!(error instanceof PaymentRefusal)) throw error;
    await audit(deps, { userId: row.user_id, target: `payment:${row.id}`, reason: error.auditReason, origin });
    return 'ignored';
  }
  await grantPlan(deps.db, { paymentRowId: row.id, reference: payment.id, method: payment.method, now: deps.now(), origin }, deps.bus);
  return 'handled';
}

/** The order must be the one we created for this row and plan: its receipt is our row id, its notes name the plan. */
function checkOrder(row: PaymentRow, order: RazorpayOrder): void {
  if (order.id !== row.razorpay_order_id || order.receipt !== row.id || (order.notes as Record<string, string>).plan !== row.tier) {
    throw new PaymentRefusal('invalid', 'payment_mismatch', 'The order does not match the plan it was created for.', 'plan_mismatch');
  }
}

/**
 * A refund in full or in part (services/payments/refundShare.ts). Each step is
 * a compare-and-set on the row as it is now, not as it was read: verify may
 * have paid the order since.
 */
async function refunded(
  deps: WebhookDeps,
  row: PaymentRow,
  payment: RazorpayPayment,
  refundPaise: number | undefined,
  origin: RequestOrigin,
): Promise<WebhookResult> {
  // Razorpay's cumulative figure; a refund entity alone (no cumulative yet) counts for itself.
  const refundedPaise = Math.min(row.amount_paise, Math.max(payment.amount_refunded, refundPaise ?? 0));
  const now = deps.now();
  const full = refundedPaise >= row.amount_paise;
  // Refunded in full before we recorded it paid: close the row so a capture event retried later grants nothing.
  if (full && (await markRefundedUnpaid(deps.db, row.id, payment.id, now))) return 'handled';
  const applied = await deps.db.transaction().execute(async (trx) => {
    const result = await applyRefund(trx, { paymentRowId: row.id, razorpayPaymentId: payment.id, refundedPaise, freeLimit: deps.freeLimit, now });
    if (result?.payment.user_id != null) {
      await recordAudit(trx, { action: 'payment.refund', userId: result.payment.user_id, target: `payment:${row.id}`, outcome: 'success', origin });
    }
    return result;
  });
  if (applied === undefined) {
    deps.logger?.warn({ payment: row.id }, 'Razorpay refund not applied: refunded this far already, not paid yet, or not the payment that paid this order');
    return 'ignored';
  }
  if (applied.companiesClosed > 0) deps.logger?.info({ payment: row.id, companies: applied.companiesClosed }, 'Refund closed companies opened with it');
  if (applied.payment.user_id !== null) deps.bus?.publish({ kind: 'access', userId: applied.payment.user_id });
  return 'handled';
}

async function audit(deps: WebhookDeps, event: { userId: string | null; target: string | null; reason: string; origin: RequestOrigin }): Promise<void> {
  await recordAudit(deps.db, { action: 'payment.webhook', outcome: 'failure', ...event });
}

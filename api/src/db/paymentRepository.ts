import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type PaymentsTable, type SubscriptionTier } from './schema';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentsTable>;

/** A pending order is reused for this long, then expired (docs/payments.md). */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

/** Pending orders past their expiry stop being reusable (and free the one-pending-per-plan slot). */
export async function expireStaleOrders(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'expired', updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'created')
    .where('expires_at', '<=', now)
    .execute();
}

export async function findPendingOrder(db: Db, userId: string, tier: SubscriptionTier): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('tier', '=', tier)
    .where('status', '=', 'created')
    .where('provider', '=', 'razorpay')
    .executeTakeFirst();
}

interface NewPayment {
  userId: string;
  tier: SubscriptionTier;
  amountPaise: number;
  now: Date;
}

/** A row as every purchase starts: created, in INR, for one user and plan. */
function newPaymentRow(row: NewPayment, provider: PaymentRow['provider'], expiresAt: Date): Insertable<PaymentsTable> {
  return {
    user_id: row.userId,
    provider,
    tier: row.tier,
    amount_paise: row.amountPaise,
    currency: 'INR',
    status: 'created',
    created_at: row.now,
    updated_at: row.now,
    expires_at: expiresAt,
  };
}

/** A new pending Razorpay order, or undefined when one exists already (a concurrent double click won the slot). */
export async function insertPendingOrder(db: Db, row: NewPayment): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payments')
    .values(newPaymentRow(row, 'razorpay', new Date(row.now.getTime() + PENDING_ORDER_TTL_MS)))
    .onConflict((oc) => oc.columns(['user_id', 'tier']).where('status', '=', 'created').where('provider', '=', 'razorpay').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A test-mode purchase: recorded like a Razorpay one, then paid by the same grant in the same transaction. */
export async function insertTestPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values(newPaymentRow(row, 'test', row.now))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** False when the row is gone (deleted as abandoned meanwhile): the order id must not be handed out. */
export async function setRazorpayOrderId(db: Db, id: string, orderId: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ razorpay_order_id: orderId }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An order Razorpay never created must not stay reusable. */
export async function deletePendingOrder(db: Db, id: string): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'created').where('razorpay_order_id', 'is', null).execute();
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('razorpay_order_id', '=', orderId).executeTakeFirst();
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a payment paid unless it already is (or was refunded): the single
 * compare-and-set that makes the grant idempotent. Undefined: nothing changed.
 */
export async function claimPayment(
  trx: Transaction<Database>,
  claim: { id: string; razorpayPaymentId: string | null; method: string | null; now: Date },
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: 'paid', razorpay_payment_id: claim.razorpayPaymentId, method: claim.method, paid_at: claim.now, updated_at: claim.now })
    .where('id', '=', claim.id)
    .where('status', 'not in', ['paid', 'refunded'])
    .returningAll()
    .executeTakeFirst();
}

export async function linkSubscription(trx: Transaction<Database>, id: string, subscriptionId: string): Promise<void> {
  await trx.updateTable('payments').set({ subscription_id: subscriptionId }).where('id', '=', id).execute();
}

/** A failed attempt; never overrides a payment that succeeded (events arrive out of order). True when the row changed. */
export async function markFailed(db: Db, id: string, reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason.slice(0, 300), failed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'expired', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records Razorpay's cumulative refunded amount on a paid row, and marks it
 * refunded once that is the whole amount. Only a larger figure than the one
 * stored changes anything, so a redelivered event is a no-op. Returns the row
 * with the share refunded before this event, or undefined when nothing changed.
 */
export async function recordRefund(
  trx: Transaction<Database>,
  input: { id: string; razorpayPaymentId: string; refundedPaise: number; now: Date },
): Promise<(PaymentRow & { previouslyRefundedPaise: number }) | undefined> {
  const row = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', input.id)
    .where('status', '=', 'paid')
    .where('razorpay_payment_id', '=', input.razorpayPaymentId)
    .forUpdate()
    .executeTakeFirst();
  const refunded = row === undefined ? 0 : Math.min(row.amount_paise, input.refundedPaise);
  if (row === undefined || refunded <= row.refunded_paise) return undefined;
  const full = refunded >= row.amount_paise;
  const updated = await trx
    .updateTable('payments')
    .set({
      refunded_paise: refunded,
      last_refunded_at: input.now,
      updated_at: input.now,
      ...(full ? { status: 'refunded' as const, refunded_at: input.now } : {}),
    })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...updated, previouslyRefundedPaise: row.refunded_paise };
}

/**
 * A payment refunded before we saw it paid (its capture event lost or still to be retried):
 * closed as refunded, with its payment id, so no later capture event can grant it.
 */
export async function markRefundedUnpaid(db: Db, id: string, razorpayPaymentId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'refunded',
      razorpay_payment_id: razorpayPaymentId,
      refunded_at: now,
      last_refunded_at: now,
      refunded_paise: sql<number>`amount_paise`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'failed', 'expired'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function paymentEventSeen(db: Db, eventId: string): Promise<boolean> {
  return (await db.selectFrom('payment_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

/** Records a handled webhook delivery; a copy handled at the same time is recorded once. */
export async function recordPaymentEvent(
  db: Db,
  event: { eventId: string; event: string; razorpayPaymentId: string | null; razorpayOrderId: string | null },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({ event_id: event.eventId, event: event.event, razorpay_payment_id: event.razorpayPaymentId, razorpay_order_id: event.razorpayOrderId })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

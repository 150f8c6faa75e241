import { type Kysely, type Transaction } from 'kysely';
import { formatIndianDay, PLANS, type UpgradeResponse } from 'shared-types/api';
import { claimPayment, findPaymentById, linkSubscription, type PaymentRow } from '../../db/paymentRepository';
import { type Database } from '../../db/schema';
import { subscriptionPeriod } from '../../db/subscriptionRepository';
import { type InvalidationBus } from '../../sharedState/invalidationBus';
import { paiseToInr } from '../paymentHistory';
import { recordAudit, type AuditAction, type RequestOrigin } from '../audit';
import { extendPremium, type PlanPeriod } from './premiumPeriod';

export interface GrantInput {
  /** Our payments row. */
  paymentRowId: string;
  /** Razorpay's pay_… id, or the test-mode reference. */
  reference: string;
  /** Razorpay's payment method name; null in test mode. */
  method: string | null;
  now: Date;
  origin: RequestOrigin;
  /** The test-mode direct upgrade keeps its own audit action ('subscription.upgrade'). */
  auditAction?: Extract<AuditAction, 'payment.grant' | 'subscription.upgrade'>;
}

export type GrantOutcome =
  /** This call paid the row and extended premium. */
  | { kind: 'granted'; payment: PaymentRow; period: PlanPeriod }
  /** Paid before (by verify, the webhook or a redelivery): nothing changed. */
  | { kind: 'already_paid'; payment: PaymentRow; period: PlanPeriod | undefined }
  /** Refunded (or unknown): never granted again. */
  | { kind: 'not_grantable'; payment: PaymentRow | undefined };

/**
 * The only code that extends premium for a payment (docs/payments.md). Marks
 * the row paid only if it is not already (one compare-and-set), then extends
 * premium by the plan's months, records the period and links it to the row, in
 * the caller's transaction. A second call for the same row changes nothing,
 * whoever makes it (verify, the webhook, a redelivery), however they race.
 */
export async function grantInTransaction(trx: Transaction<Database>, input: GrantInput): Promise<GrantOutcome> {
  const payment = await claimPayment(trx, { id: input.paymentRowId, razorpayPaymentId: input.reference, method: input.method, now: input.now });
  if (payment === undefined) {
    const existing = await findPaymentById(trx, input.paymentRowId);
    if (existing?.status !== 'paid') return { kind: 'not_grantable', payment: existing };
    return { kind: 'already_paid', payment: existing, period: await periodOf(trx, existing.subscription_id) };
  }
  if (payment.user_id === null) return { kind: 'not_grantable', payment };
  const period = await extendPremium(trx, {
    userId: payment.user_id,
    plan: payment.tier,
    now: input.now,
    paymentReference: input.reference,
    isTest: payment.provider === 'test',
  });
  await linkSubscription(trx, payment.id, period.subscriptionId);
  const action = input.auditAction ?? 'payment.grant';
  await recordAudit(trx, {
    action,
    userId: payment.user_id,
    // The upgrade's event has always named the period it bought.
    target: action === 'payment.grant' ? `payment:${payment.id}` : `subscription:${period.subscriptionId}`,
    outcome: 'success',
    origin: input.origin,
  });
  return { kind: 'granted', payment: { ...payment, subscription_id: period.subscriptionId }, period };
}

/** grantInTransaction in its own transaction; every instance forgets the user's access after a grant commits. */
export async function grantPlan(db: Kysely<Database>, input: GrantInput, bus?: Pick<InvalidationBus, 'publish'>): Promise<GrantOutcome> {
  const outcome = await db.transaction().execute((trx) => grantInTransaction(trx, input));
  publishGrant(outcome, bus);
  return outcome;
}

export function publishGrant(outcome: GrantOutcome, bus?: Pick<InvalidationBus, 'publish'>): void {
  if (outcome.kind === 'granted' && outcome.payment.user_id !== null) bus?.publish({ kind: 'access', userId: outcome.payment.user_id });
}

async function periodOf(trx: Transaction<Database>, subscriptionId: string | null): Promise<PlanPeriod | undefined> {
  if (subscriptionId === null) return undefined;
  const row = await subscriptionPeriod(trx, subscriptionId);
  return row && { subscriptionId: row.id, startsAt: row.starts_at, endsAt: row.ends_at };
}

/** What an upgrade and a verified payment answer: the plan and its period. */
export function planAnswer(payment: PaymentRow, period: PlanPeriod): UpgradeResponse {
  const plan = PLANS[payment.tier];
  const isTest = payment.provider === 'test';
  // The Indian day, as the account menu and the receipts show it: a UTC date is a day early after 18:30 UTC.
  const until = formatIndianDay(period.endsAt.toISOString());
  return {
    success: true,
    test_mode: isTest,
    message: isTest ? `${plan.name} is active until ${until}. Test mode: no real payment was taken.` : `${plan.name} is active until ${until}.`,
    subscription: {
      tier: plan.id,
      amount_inr: paiseToInr(payment.amount_paise),
      starts_at: period.startsAt.toISOString(),
      ends_at: period.endsAt.toISOString(),
      payment_reference: payment.razorpay_payment_id ?? '',
    },
  };
}

import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { PLANS, type PaymentStatus } from 'shared-types/api';
import { addMonths } from '../../dates/calendarMonths';
import { PENDING_ORDER_TTL_MS } from '../paymentRepository';
import { type Database, type SubscriptionTier } from '../schema';

/**
 * Payment rows for tests, inserted straight into the tables as the payment
 * flow leaves them (docs/payments.md): a paid or refunded payment comes with
 * the subscription it bought; Razorpay payments carry order and payment ids.
 */

const MINUTE = 60_000;
const unique = () => randomBytes(6).toString('hex');

export interface PaymentFixture {
  userId: string;
  createdAt: Date;
  tier?: SubscriptionTier;
  provider?: 'razorpay' | 'test';
  status?: PaymentStatus;
  /** Default: the plan's price. */
  amountPaise?: number;
  /** Default: 30 minutes after createdAt, as the order route sets it. */
  expiresAt?: Date;
  /** Paid and refunded payments; default: a minute after createdAt. */
  paidAt?: Date;
  /** Refunded payments; default: a day after paidAt. */
  refundedAt?: Date;
  method?: string | null;
  failureReason?: string | null;
}

export interface InsertedPayment {
  id: string;
  subscriptionId: string | null;
  /** Razorpay's payment id, or the test-mode reference; null for an unpaid order. */
  reference: string | null;
}

/** A user row, without a session: someone else's payments, or a user the caller must never see. */
export async function insertUser(db: Kysely<Database>, fields: { email?: string; fullName?: string | null; premiumUntil?: Date | null } = {}): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: fields.email ?? `payer-${unique()}@example.test`,
      full_name: fields.fullName ?? 'Fixture Payer',
      picture_url: null,
      premium_until: fields.premiumUntil ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertPayment(db: Kysely<Database>, fixture: PaymentFixture): Promise<InsertedPayment> {
  const tier = fixture.tier ?? '3_months';
  const provider = fixture.provider ?? 'razorpay';
  const status = fixture.status ?? 'paid';
  const settled = status === 'paid' || status === 'refunded';
  const paidAt = settled ? (fixture.paidAt ?? new Date(fixture.createdAt.getTime() + MINUTE)) : null;
  const reference = provider === 'razorpay' ? `pay_${unique()}` : `test_${unique()}`;
  // A failed Razorpay payment has an id too; an unpaid order has none.
  const razorpayPaymentId = provider === 'razorpay' && (settled || status === 'failed') ? reference : null;
  const subscriptionId =
    paidAt === null ? null : await insertSubscription(db, { userId: fixture.userId, tier, startsAt: paidAt, reference, isTest: provider === 'test' });
  const { id } = await db
    .insertInto('payments')
    .values({
      user_id: fixture.userId,
      provider,
      tier,
      amount_paise: fixture.amountPaise ?? PLANS[tier].priceInr * 100,
      currency: 'INR',
      status,
      razorpay_order_id: provider === 'razorpay' ? `order_${unique()}` : null,
      razorpay_payment_id: razorpayPaymentId,
      method: fixture.method === undefined ? (settled ? 'upi' : null) : fixture.method,
      failure_reason: fixture.failureReason ?? (status === 'failed' ? 'Payment declined by the bank' : null),
      subscription_id: subscriptionId,
      created_at: fixture.createdAt,
      expires_at: fixture.expiresAt ?? new Date(fixture.createdAt.getTime() + PENDING_ORDER_TTL_MS),
      paid_at: paidAt,
      failed_at: status === 'failed' ? new Date(fixture.createdAt.getTime() + MINUTE) : null,
      refunded_at: status === 'refunded' ? (fixture.refundedAt ?? new Date(paidAt!.getTime() + 24 * 60 * MINUTE)) : null,
      refunded_paise: status === 'refunded' ? (fixture.amountPaise ?? PLANS[tier].priceInr * 100) : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, subscriptionId, reference: settled ? reference : razorpayPaymentId };
}

async function insertSubscription(
  db: Kysely<Database>,
  row: { userId: string; tier: SubscriptionTier; startsAt: Date; reference: string; isTest: boolean },
): Promise<string> {
  const endsAt = addMonths(row.startsAt, PLANS[row.tier].durationMonths);
  const { id } = await db
    .insertInto('subscriptions')
    .values({ user_id: row.userId, tier: row.tier, starts_at: row.startsAt, ends_at: endsAt, payment_reference: row.reference, is_test: row.isTest })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

import { type Kysely, type Transaction } from 'kysely';
import { type PaymentRow } from './paymentRepository';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A paid payment with the plan period it bought: what a cancellation may refund. */
export interface PaidPlanRow {
  id: string;
  provider: PaymentRow['provider'];
  tier: PaymentRow['tier'];
  amount_paise: number;
  refunded_paise: number;
  razorpay_payment_id: string | null;
  subscription_id: string;
  starts_at: Date;
  ends_at: Date;
}

const paidPlans = (db: Db) =>
  db
    .selectFrom('payments')
    .innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .select([
      'payments.id',
      'payments.provider',
      'payments.tier',
      'payments.amount_paise',
      'payments.refunded_paise',
      'payments.razorpay_payment_id',
      'subscriptions.id as subscription_id',
      'subscriptions.starts_at',
      'subscriptions.ends_at',
    ])
    .where('payments.status', '=', 'paid');

/** The user's paid, not fully refunded plans. */
export async function paidPlansOf(db: Db, userId: string): Promise<PaidPlanRow[]> {
  return paidPlans(db).where('payments.user_id', '=', userId).orderBy('subscriptions.ends_at', 'desc').execute();
}

/**
 * One of them, its payment row locked until the transaction ends: a second
 * cancellation, or Razorpay's webhook for the same refund, waits and then sees
 * what this one recorded. The payment row first, then the user's (as the grant and the webhook lock them).
 */
export async function lockPaidPlan(trx: Transaction<Database>, userId: string, paymentId: string): Promise<PaidPlanRow | undefined> {
  return paidPlans(trx).where('payments.user_id', '=', userId).where('payments.id', '=', paymentId).forUpdate('payments').executeTakeFirst();
}

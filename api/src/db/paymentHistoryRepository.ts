import { type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One payment with the plan period it bought (null until paid) and that period's payment reference. */
export interface PaymentHistoryRow {
  id: string;
  provider: 'razorpay' | 'test';
  tier: Database['payments']['tier'];
  amount_paise: number;
  status: Database['payments']['status'];
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  method: string | null;
  failure_reason: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
  refunded_at: Date | null;
  period_start: Date | null;
  period_end: Date | null;
  subscription_reference: string | null;
}

const historyQuery = (db: Db) =>
  db
    .selectFrom('payments')
    .leftJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .select([
      'payments.id',
      'payments.provider',
      'payments.tier',
      'payments.amount_paise',
      'payments.status',
      'payments.razorpay_order_id',
      'payments.razorpay_payment_id',
      'payments.method',
      'payments.failure_reason',
      'payments.created_at',
      'payments.expires_at',
      'payments.paid_at',
      'payments.failed_at',
      'payments.refunded_at',
      'subscriptions.starts_at as period_start',
      'subscriptions.ends_at as period_end',
      'subscriptions.payment_reference as subscription_reference',
    ]);

/** The user's payments, newest first (the id breaks ties, so the order is stable). */
export async function paymentsOf(db: Db, userId: string): Promise<PaymentHistoryRow[]> {
  return historyQuery(db).where('payments.user_id', '=', userId).orderBy('payments.created_at', 'desc').orderBy('payments.id', 'desc').execute();
}

/** One of the user's payments with the buyer's name and e-mail; undefined when it is not theirs. `paymentId` must be a uuid. */
export async function paymentOfUser(
  db: Db,
  userId: string,
  paymentId: string,
): Promise<(PaymentHistoryRow & { email: string; full_name: string | null }) | undefined> {
  return historyQuery(db)
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select(['users.email', 'users.full_name'])
    .where('payments.user_id', '=', userId)
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}

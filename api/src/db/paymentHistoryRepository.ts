import { type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

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
      'payments.refunded_paise',
      'payments.last_refunded_at',
      'subscriptions.starts_at as period_start',
      'subscriptions.ends_at as period_end',
      'subscriptions.payment_reference as subscription_reference',
    ]);

/** One payment with the plan period it bought (null until paid) and that period's payment reference. */
export type PaymentHistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

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

import { type Kysely } from 'kysely';
import { PLANS, type AccountPayment, type AccountPaymentsResponse, type PaymentStatus } from 'shared-types/api';
import { userRow } from '../db/accountRepository';
import { paymentsOf, type PaymentHistoryRow } from '../db/paymentHistoryRepository';
import { type Database } from '../db/schema';
import { isoOrNull } from '../dates/apiTime';
import { unknownUser } from '../errors/domainError';

/**
 * The caller's payment history (GET /api/account/payments, docs/receipts.md):
 * every order they started, newest first, with the plan period it bought.
 */

/** Rupees to 2 decimals, computed from whole paise so no float error creeps in. */
export const paiseToInr = (paise: number): number => Math.round(paise) / 100;

/** A pending order past its expiry can no longer be paid: it shows as expired, whatever the row says. */
export function displayedStatus(row: Pick<PaymentHistoryRow, 'status' | 'expires_at'>, now: Date): PaymentStatus {
  return row.status === 'created' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status;
}

/** Paid and refunded payments have a receipt, once the plan period they bought is recorded. */
const hasReceipt = (row: Pick<PaymentHistoryRow, 'status' | 'period_start'>): boolean =>
  (row.status === 'paid' || row.status === 'refunded') && row.period_start !== null;

export function toAccountPayment(row: PaymentHistoryRow, now: Date): AccountPayment {
  return {
    id: row.id,
    plan: row.tier,
    plan_name: PLANS[row.tier].name,
    amount_inr: paiseToInr(row.amount_paise),
    currency: 'INR',
    status: displayedStatus(row, now),
    method: row.method,
    created_at: row.created_at.toISOString(),
    paid_at: isoOrNull(row.paid_at),
    refunded_at: isoOrNull(row.refunded_at),
    refunded_inr: paiseToInr(row.refunded_paise),
    last_refunded_at: isoOrNull(row.last_refunded_at ?? row.refunded_at),
    period_start: isoOrNull(row.period_start),
    period_end: isoOrNull(row.period_end),
    is_test: row.provider === 'test',
    has_receipt: hasReceipt(row),
  };
}

export async function listPayments(db: Kysely<Database>, input: { userId: string; now: Date }): Promise<AccountPaymentsResponse> {
  const [user, rows] = await Promise.all([userRow(db, input.userId), paymentsOf(db, input.userId)]);
  if (!user) throw unknownUser();
  return { payments: rows.map((row) => toAccountPayment(row, input.now)), premium_until: isoOrNull(user.premium_until) };
}

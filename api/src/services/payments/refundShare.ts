import { type Transaction } from 'kysely';
import { PLANS } from 'shared-types/api';
import { accessTimes, closeAccesses } from '../../db/companyAccessRepository';
import { recordRefund, type PaymentRow } from '../../db/paymentRepository';
import { type Database } from '../../db/schema';
import { subscriptionPeriod } from '../../db/subscriptionRepository';
import { addMonths } from '../../dates/calendarMonths';
import { shortenPeriod } from './premiumPeriod';

export interface AppliedRefund {
  payment: PaymentRow;
  /** Companies closed again (first opened on the refunded stretch, beyond the free limit). */
  companiesClosed: number;
}

/**
 * A refund, in full or in part (docs/product-rules.md, 'Refunds'). The share
 * of the price refunded is taken off the end of the plan's period: a plan
 * refunded by f of its price loses f of its length, from its end, never
 * before now. The companies first opened on the stretch the refund takes back
 * close again, except as many as the free limit allows, first opened first:
 * what the money bought goes with the money, what a free account would have
 * had stays. A full refund takes back the whole period, so everything opened
 * while it lasted beyond the free limit closes.
 * Idempotent: Razorpay sends the cumulative refunded amount, and only a larger
 * one than recorded changes anything.
 */
export async function applyRefund(
  trx: Transaction<Database>,
  input: {
    paymentRowId: string;
    razorpayPaymentId: string;
    refundedPaise: number;
    freeLimit: number;
    now: Date;
    /** A cancellation ends the plan here (now), whatever share its rounded-down refund would leave (services/payments/cancelPremium.ts). */
    endAt?: Date;
  },
): Promise<AppliedRefund | undefined> {
  const payment = await recordRefund(trx, {
    id: input.paymentRowId,
    razorpayPaymentId: input.razorpayPaymentId,
    refundedPaise: input.refundedPaise,
    now: input.now,
  });
  if (payment?.user_id == null) return payment === undefined ? undefined : { payment, companiesClosed: 0 };
  const period = payment.subscription_id === null ? undefined : await subscriptionPeriod(trx, payment.subscription_id);
  if (period === undefined || payment.subscription_id === null) return { payment, companiesClosed: 0 };

  // The plan's own length, not its current end: earlier partial refunds have moved that already.
  const lengthMs = addMonths(period.starts_at, PLANS[payment.tier].durationMonths).getTime() - period.starts_at.getTime();
  const cutAt = (refundedPaise: number) => new Date(period.starts_at.getTime() + lengthMs * (1 - refundedPaise / payment.amount_paise));
  const takenBack = { from: input.endAt ?? cutAt(payment.refunded_paise), to: cutAt(payment.previouslyRefundedPaise) };
  await shortenPeriod(trx, { userId: payment.user_id, subscriptionId: payment.subscription_id, endAt: takenBack.from, now: input.now });
  const companiesClosed = await closeAccessesOpenedIn(trx, payment.user_id, takenBack, input.freeLimit);
  return { payment, companiesClosed };
}

/** Closes the companies first opened in [from, to) beyond what the free limit allows; the rest of the user's stay. */
async function closeAccessesOpenedIn(trx: Transaction<Database>, userId: string, window: { from: Date; to: Date }, freeLimit: number): Promise<number> {
  const accesses = await accessTimes(trx, userId);
  const inWindow = (at: Date) => at >= window.from && at < window.to;
  let kept = accesses.filter((access) => !inWindow(access.firstAccessedAt)).length;
  const closing: string[] = [];
  for (const access of accesses.filter((each) => inWindow(each.firstAccessedAt))) {
    if (kept < freeLimit) kept += 1;
    else closing.push(access.companyId);
  }
  return closeAccesses(trx, userId, closing);
}

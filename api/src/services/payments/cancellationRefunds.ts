import { PLANS, type PlanId } from 'shared-types/api';
import { addMonths } from '../../dates/calendarMonths';

const DAY_MS = 24 * 60 * 60_000;

/** A paid plan as stored: its payment and the period it bought. */
export interface PaidPlan {
  paymentId: string;
  plan: PlanId;
  /** What was paid, GST included. */
  amountPaise: number;
  /** Refunded so far (Razorpay's cumulative figure). */
  refundedPaise: number;
  startsAt: Date;
  /** Its end now (an earlier partial refund may have moved it). */
  endsAt: Date;
}

export interface CancellationRefund {
  paid: PaidPlan;
  /** The plan period's own length in days (its calendar months from its start). */
  planDays: number;
  /** Whole days from now to the plan's own end; all of them for a plan not started. */
  unusedDays: number;
  started: boolean;
  /** What cancelling refunds now, never more than stays unrefunded. */
  refundPaise: number;
}

/**
 * What cancelling refunds of one plan (docs/product-rules.md, 'Refunds'):
 * floor(price in rupees × unused whole days ÷ plan days) rupees, GST included,
 * less what was refunded already; a plan not started yet in full. Undefined
 * for a plan whose period has ended or that has nothing left to refund.
 */
export function cancellationRefund(paid: PaidPlan, now: Date): CancellationRefund | undefined {
  if (paid.endsAt.getTime() <= now.getTime()) return undefined;
  // Its own length, not its current end: a partial refund moved that already, and is subtracted below.
  const ownEnd = addMonths(paid.startsAt, PLANS[paid.plan].durationMonths);
  const planDays = Math.round((ownEnd.getTime() - paid.startsAt.getTime()) / DAY_MS);
  const started = paid.startsAt.getTime() <= now.getTime();
  const unusedDays = started ? Math.max(0, Math.min(planDays, Math.floor((ownEnd.getTime() - now.getTime()) / DAY_MS))) : planDays;
  // Whole rupees, rounded down, in integer arithmetic: paise × days ÷ (days × 100) rupees.
  const sharePaise = started ? Math.floor((paid.amountPaise * unusedDays) / (planDays * 100)) * 100 : paid.amountPaise;
  const refundPaise = Math.min(paid.amountPaise - paid.refundedPaise, Math.max(0, sharePaise - paid.refundedPaise));
  return refundPaise > 0 ? { paid, planDays, unusedDays, started, refundPaise } : undefined;
}

/** Every plan's refund, the plan ending last first (stacked plans are refunded from the last one back). */
export function cancellationRefunds(plans: readonly PaidPlan[], now: Date): CancellationRefund[] {
  return plans
    .map((paid) => cancellationRefund(paid, now))
    .filter((refund): refund is CancellationRefund => refund !== undefined)
    .sort((a, b) => b.paid.endsAt.getTime() - a.paid.endsAt.getTime());
}

/**
 * When premium ends once these are refunded: where the earliest refunded
 * period would have started (now for a running plan); unchanged when nothing is refunded.
 */
export function premiumEndAfter(refunds: readonly CancellationRefund[], premiumUntil: Date | null, now: Date): Date | null {
  if (refunds.length === 0) return premiumUntil;
  const earliestStart = Math.min(...refunds.map((refund) => refund.paid.startsAt.getTime()));
  return new Date(Math.max(now.getTime(), earliestStart));
}

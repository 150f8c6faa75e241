import { type Kysely, type Transaction } from 'kysely';
import { PLANS, type CancellationQuote, type CancelPremiumResponse, type RefundGst } from 'shared-types/api';
import { lockPaidPlan, paidPlansOf, type PaidPlanRow } from '../../db/cancellationRepository';
import { userRow } from '../../db/accountRepository';
import { type Database } from '../../db/schema';
import { lockUserPremium } from '../../db/subscriptionRepository';
import { declareLongRunning } from '../../context/longRunningWork';
import { isoOrNull } from '../../dates/apiTime';
import { DomainError, unknownUser } from '../../errors/domainError';
import { type Logger } from '../../logger';
import { PaymentProviderError } from '../../payments/paymentProviderError';
import { type RazorpayClient } from '../../payments/razorpayClient';
import { type InvalidationBus } from '../../sharedState/invalidationBus';
import { recordAudit, type RequestOrigin } from '../audit';
import { paiseToInr } from '../paymentHistory';
import { gstIncluded, GST_RATE_PERCENT } from '../paymentReceipt';
import { cancellationRefund, cancellationRefunds, premiumEndAfter, type CancellationRefund, type PaidPlan } from './cancellationRefunds';
import { providerFailure } from './paymentRefusal';
import { applyRefund } from './refundShare';

export interface CancellationDeps {
  db: Kysely<Database>;
  /** Undefined in test mode: test-mode payments are refunded by a record alone. */
  razorpay: RazorpayClient | undefined;
  /** The seller's GSTIN: the refund's GST share is itemised only when it is set. */
  gstin: string | undefined;
  /** FREE_COMPANY_LIMIT, for the companies opened in the refunded period (refundShare.ts). */
  freeLimit: number;
  logger?: Logger;
  bus?: Pick<InvalidationBus, 'publish'>;
}

export const NOT_PREMIUM_MESSAGE = 'There is nothing to cancel: you have no paid premium plan with unused whole days to refund.';
const notPremium = () => new DomainError('conflict', 'not_premium', NOT_PREMIUM_MESSAGE);

interface PlannedRefund extends CancellationRefund {
  row: PaidPlanRow;
}

const toPaidPlan = (row: PaidPlanRow): PaidPlan => ({
  paymentId: row.id,
  plan: row.tier,
  amountPaise: row.amount_paise,
  refundedPaise: row.refunded_paise,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

function planned(rows: readonly PaidPlanRow[], now: Date): PlannedRefund[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cancellationRefunds(rows.map(toPaidPlan), now).map((refund) => ({ ...refund, row: byId.get(refund.paid.paymentId)! }));
}

/** The GST inside a refund: none without a GSTIN, and none for a test-mode payment (no tax was collected). */
function refundGst(deps: Pick<CancellationDeps, 'gstin'>, refunds: readonly PlannedRefund[]): RefundGst | null {
  const taxed = refunds.filter((refund) => refund.row.provider !== 'test');
  if (deps.gstin === undefined || taxed.length === 0) return null;
  const parts = taxed.map((refund) => gstIncluded(refund.refundPaise));
  const sum = (pick: (part: (typeof parts)[number]) => number) => paiseToInr(parts.reduce((total, part) => total + pick(part), 0));
  return { rate_percent: GST_RATE_PERCENT, taxable_value_inr: sum((part) => part.taxablePaise), gst_inr: sum((part) => part.gstPaise) };
}

function toQuote(
  deps: Pick<CancellationDeps, 'gstin'>,
  refunds: readonly PlannedRefund[],
  premiumUntil: Date | null,
  endsAt: Date | null,
  now: Date,
): CancellationQuote {
  return {
    refunds: refunds.map((refund) => ({
      payment_id: refund.row.id,
      plan: refund.row.tier,
      plan_name: PLANS[refund.row.tier].name,
      amount_paid_inr: paiseToInr(refund.row.amount_paise),
      already_refunded_inr: paiseToInr(refund.row.refunded_paise),
      period_start: refund.row.starts_at.toISOString(),
      period_end: refund.row.ends_at.toISOString(),
      plan_days: refund.planDays,
      unused_days: refund.unusedDays,
      started: refund.started,
      refund_inr: paiseToInr(refund.refundPaise),
      gst: refundGst(deps, [refund]),
      is_test: refund.row.provider === 'test',
    })),
    total_inr: paiseToInr(refunds.reduce((total, refund) => total + refund.refundPaise, 0)),
    total_gst: refundGst(deps, refunds),
    premium_until: isoOrNull(premiumUntil),
    premium_ends_at: isoOrNull(endsAt),
    quoted_at: now.toISOString(),
  };
}

/** GET /api/account/premium/cancellation: what cancelling now would refund, and when premium would end. */
export async function cancellationQuote(deps: CancellationDeps, input: { userId: string; now: Date }): Promise<CancellationQuote> {
  const [user, rows] = await Promise.all([userRow(deps.db, input.userId), paidPlansOf(deps.db, input.userId)]);
  if (!user) throw unknownUser();
  const premiumUntil = user.premium_until !== null && user.premium_until > input.now ? user.premium_until : null;
  const refunds = planned(rows, input.now);
  return toQuote(deps, refunds, premiumUntil, premiumEndAfter(refunds, premiumUntil, input.now), input.now);
}

/**
 * POST /api/account/premium/cancel (docs/payments.md, 'Cancelling'). Each
 * payment is refunded in its own transaction, the plan ending last first:
 * its row and the user's are locked, its share is computed again, Razorpay is
 * asked for the refund (a test-mode payment only records it), and the refund
 * is applied as Razorpay's refund.processed would apply it, except that the
 * plan ends now. Razorpay's failure rolls that payment back (nothing changed
 * for it); a second cancellation waits for the first and finds nothing left.
 */
export async function cancelPremium(deps: CancellationDeps, input: { userId: string; now: Date; origin: RequestOrigin }): Promise<CancelPremiumResponse> {
  const plan = planned(await paidPlansOf(deps.db, input.userId), input.now);
  if (plan.length === 0) throw notPremium();
  if (plan.some((refund) => refund.row.provider === 'razorpay')) declareLongRunning('asking Razorpay to refund a cancelled plan');
  const done: PlannedRefund[] = [];
  try {
    for (const refund of plan) {
      const made = await deps.db.transaction().execute((trx) => refundOne(trx, deps, { ...input, paymentId: refund.row.id }));
      if (made !== undefined) done.push(made);
    }
  } catch (error) {
    // Refunds made before the failure stay made (the money moved); the next attempt refunds the rest.
    if (done.length > 0) await finish(deps, input, 'partial');
    throw providerFailure(error);
  }
  if (done.length === 0) throw notPremium();
  const premiumUntil = await finish(deps, input, null);
  return { ...toQuote(deps, done, premiumUntil, premiumUntil, input.now), cancelled: true };
}

async function finish(deps: CancellationDeps, input: { userId: string; now: Date; origin: RequestOrigin }, reason: string | null): Promise<Date | null> {
  await recordAudit(deps.db, {
    action: 'premium.cancel',
    userId: input.userId,
    target: `user:${input.userId}`,
    outcome: 'success',
    reason,
    origin: input.origin,
  });
  deps.bus?.publish({ kind: 'access', userId: input.userId });
  const user = await userRow(deps.db, input.userId);
  return user?.premium_until ?? null;
}

async function refundOne(
  trx: Transaction<Database>,
  deps: CancellationDeps,
  input: { userId: string; paymentId: string; now: Date; origin: RequestOrigin },
): Promise<PlannedRefund | undefined> {
  const row = await lockPaidPlan(trx, input.userId, input.paymentId);
  if (row?.razorpay_payment_id == null) return undefined;
  await lockUserPremium(trx, input.userId);
  const refund = cancellationRefund(toPaidPlan(row), input.now);
  if (refund === undefined) return undefined;
  if (row.provider === 'razorpay') {
    if (deps.razorpay === undefined) throw new PaymentProviderError('unavailable', 'Razorpay is not configured on this server');
    const made = await deps.razorpay.createRefund({
      paymentId: row.razorpay_payment_id,
      amountPaise: refund.refundPaise,
      // The same refund of the same state: a retry after a lost answer refunds once.
      idempotencyKey: `cancel_${row.id}_${row.refunded_paise}_${refund.refundPaise}`,
      notes: { reason: 'cancellation', payment: row.id },
    });
    if (made.status === 'failed') throw new PaymentProviderError('rejected', 'Razorpay could not make the refund');
  }
  const applied = await applyRefund(trx, {
    paymentRowId: row.id,
    razorpayPaymentId: row.razorpay_payment_id,
    refundedPaise: row.refunded_paise + refund.refundPaise,
    freeLimit: deps.freeLimit,
    now: input.now,
    endAt: input.now,
  });
  if (applied === undefined) return undefined;
  if (applied.companiesClosed > 0) deps.logger?.info({ payment: row.id, companies: applied.companiesClosed }, 'Cancellation closed companies opened with it');
  await recordAudit(trx, {
    action: 'payment.refund',
    userId: input.userId,
    target: `payment:${row.id}`,
    outcome: 'success',
    reason: 'cancellation',
    origin: input.origin,
  });
  return { ...refund, row };
}

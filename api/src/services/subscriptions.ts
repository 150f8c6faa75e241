import { type Kysely } from 'kysely';
import { PLANS, type PlanId, type UpgradeResponse } from 'shared-types/api';
import { type Database } from '../db/schema';
import { insertSubscription, lockUserPremium } from '../db/subscriptionRepository';
import { HttpError } from '../http/httpError';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { recordAudit, type RequestOrigin } from './audit';
import { type PaymentGateway } from './paymentGateway';

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCMonth(result.getUTCMonth() + months);
  // 31 Jan + 1 month must not spill into March: clamp to the month's last day.
  if (result.getUTCDate() !== day) result.setUTCDate(0);
  return result;
}

/**
 * Buys a plan: charges through the gateway, then extends premium from the later
 * of now and the current end (an active plan is extended, never shortened) in
 * one transaction with the user's row locked, so two purchases cannot overlap.
 */
export async function upgradeSubscription(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  input: { userId: string; plan: PlanId; now: Date; origin: RequestOrigin },
  bus?: Pick<InvalidationBus, 'publish'>,
): Promise<UpgradeResponse> {
  const plan = PLANS[input.plan];
  const payment = await gateway.charge({ userId: input.userId, plan: plan.id, amountInr: plan.priceInr });
  const { startsAt, endsAt } = await db.transaction().execute(async (trx) => {
    const current = await lockUserPremium(trx, input.userId);
    if (!current) throw new HttpError(404, 'unknown_user', 'Your account could not be found. Please sign in again.');
    const activeUntil = current.premiumUntil && current.premiumUntil > input.now ? current.premiumUntil : input.now;
    const ends = addMonths(activeUntil, plan.durationMonths);
    const id = await insertSubscription(trx, {
      userId: input.userId,
      tier: plan.id,
      startsAt: activeUntil,
      endsAt: ends,
      paymentReference: payment.reference,
      isTest: payment.isTest,
    });
    await recordAudit(trx, { action: 'subscription.upgrade', userId: input.userId, target: `subscription:${id}`, outcome: 'success', origin: input.origin });
    return { startsAt: activeUntil, endsAt: ends };
  });
  // Every instance forgets what it memoised about this user's access.
  bus?.publish({ kind: 'access', userId: input.userId });
  return {
    success: true,
    test_mode: payment.isTest,
    message: payment.isTest
      ? `${plan.name} is active until ${endsAt.toISOString().slice(0, 10)}. Test mode: no real payment was taken.`
      : `${plan.name} is active until ${endsAt.toISOString().slice(0, 10)}.`,
    subscription: {
      tier: plan.id,
      amount_inr: plan.priceInr,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      payment_reference: payment.reference,
    },
  };
}

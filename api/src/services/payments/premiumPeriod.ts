import { type Transaction } from 'kysely';
import { PLANS, type PlanId } from 'shared-types/api';
import { type Database } from '../../db/schema';
import {
  insertSubscription,
  lockUserPremium,
  setPremiumUntil,
  setSubscriptionEnd,
  shiftSubscriptionsAfter,
  subscriptionPeriod,
} from '../../db/subscriptionRepository';
import { addMonths } from '../../dates/calendarMonths';
import { unknownUser } from '../../errors/domainError';

export interface PlanPeriod {
  subscriptionId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Adds a plan's months to premium, from the later of now and the current end
 * (an active plan is extended, never shortened), with the user's row locked so
 * two grants cannot overlap. Inside the caller's transaction.
 */
export async function extendPremium(
  trx: Transaction<Database>,
  input: { userId: string; plan: PlanId; now: Date; paymentReference: string; isTest: boolean },
): Promise<PlanPeriod> {
  const current = await lockUserPremium(trx, input.userId);
  if (!current) throw unknownUser();
  const startsAt = current.premiumUntil && current.premiumUntil > input.now ? current.premiumUntil : input.now;
  const endsAt = addMonths(startsAt, PLANS[input.plan].durationMonths);
  const subscriptionId = await insertSubscription(trx, {
    userId: input.userId,
    tier: input.plan,
    startsAt,
    endsAt,
    paymentReference: input.paymentReference,
    isTest: input.isTest,
  });
  return { subscriptionId, startsAt, endsAt };
}

/**
 * Shortens a refunded plan's period (docs/product-rules.md, 'Refunds'): it now
 * ends at `endAt`, but never before now (time already had stays had) and never
 * later than it did. Plans bought after it move earlier by the removed time,
 * and premium_until shrinks by the same amount (never below now). A full
 * refund passes the plan's start, so the period ends at max(its start, now).
 * Returns the new premium_until.
 */
export async function shortenPeriod(
  trx: Transaction<Database>,
  input: { userId: string; subscriptionId: string; endAt: Date; now: Date },
): Promise<Date | null> {
  const current = await lockUserPremium(trx, input.userId);
  const period = await subscriptionPeriod(trx, input.subscriptionId);
  if (!current || !period) return current?.premiumUntil ?? null;
  const newEnd = new Date(Math.min(period.ends_at.getTime(), Math.max(input.endAt.getTime(), period.starts_at.getTime(), input.now.getTime())));
  const removedMs = period.ends_at.getTime() - newEnd.getTime();
  if (removedMs <= 0) return current.premiumUntil;
  await setSubscriptionEnd(trx, input.subscriptionId, newEnd);
  await shiftSubscriptionsAfter(trx, input.userId, period.ends_at, removedMs);
  const premiumUntil = current.premiumUntil === null ? null : new Date(Math.max(input.now.getTime(), current.premiumUntil.getTime() - removedMs));
  await setPremiumUntil(trx, input.userId, premiumUntil);
  return premiumUntil;
}

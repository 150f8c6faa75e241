import { type Kysely } from 'kysely';
import { PLANS, type PlanId, type UpgradeResponse } from 'shared-types/api';
import { insertTestPayment } from '../db/paymentRepository';
import { type Database } from '../db/schema';
import { lockUserPremium } from '../db/subscriptionRepository';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { type RequestOrigin } from './audit';
import { type PaymentGateway } from './paymentGateway';
import { grantInTransaction, planAnswer, publishGrant } from './payments/grantPlan';
import { unknownUser } from '../errors/domainError';

/**
 * Buys a plan directly (test mode): charges through the gateway, records the
 * payment like a Razorpay one (provider 'test') and pays it through the same
 * grant as verified payments, in one transaction, so history and receipts read
 * one table and premium is extended from the later of now and the current end.
 */
export async function upgradeSubscription(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  input: { userId: string; plan: PlanId; now: Date; origin: RequestOrigin },
  bus?: Pick<InvalidationBus, 'publish'>,
): Promise<UpgradeResponse> {
  const plan = PLANS[input.plan];
  const charged = await gateway.charge({ userId: input.userId, plan: plan.id, amountInr: plan.priceInr });
  const outcome = await db.transaction().execute(async (trx) => {
    // Before the payment row, whose user must exist.
    if (!(await lockUserPremium(trx, input.userId))) throw unknownUser();
    const row = await insertTestPayment(trx, { userId: input.userId, tier: plan.id, amountPaise: plan.priceInr * 100, now: input.now });
    const granted = await grantInTransaction(trx, {
      paymentRowId: row.id,
      reference: charged.reference,
      method: null,
      now: input.now,
      origin: input.origin,
      auditAction: 'subscription.upgrade',
    });
    if (granted.kind !== 'granted') throw new Error('A new test payment could not be granted');
    return granted;
  });
  // Every instance forgets what it memoised about this user's access.
  publishGrant(outcome, bus);
  return planAnswer(outcome.payment, outcome.period);
}

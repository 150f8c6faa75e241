import { sql, type Transaction } from 'kysely';
import { type Database, type SubscriptionTier } from './schema';

export async function lockUserPremium(trx: Transaction<Database>, userId: string): Promise<{ premiumUntil: Date | null } | undefined> {
  const row = await trx.selectFrom('users').select('premium_until').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row ? { premiumUntil: row.premium_until } : undefined;
}

export async function insertSubscription(
  trx: Transaction<Database>,
  row: { userId: string; tier: SubscriptionTier; startsAt: Date; endsAt: Date; paymentReference: string; isTest: boolean },
): Promise<string> {
  const { id } = await trx
    .insertInto('subscriptions')
    .values({ user_id: row.userId, tier: row.tier, starts_at: row.startsAt, ends_at: row.endsAt, payment_reference: row.paymentReference, is_test: row.isTest })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('users').set({ premium_until: row.endsAt }).where('id', '=', row.userId).execute();
  return id;
}

/** One plan period, as stored. */
export async function subscriptionPeriod(trx: Transaction<Database>, id: string): Promise<{ id: string; starts_at: Date; ends_at: Date } | undefined> {
  return trx.selectFrom('subscriptions').select(['id', 'starts_at', 'ends_at']).where('id', '=', id).executeTakeFirst();
}

export async function setSubscriptionEnd(trx: Transaction<Database>, id: string, endsAt: Date): Promise<void> {
  await trx.updateTable('subscriptions').set({ ends_at: endsAt }).where('id', '=', id).execute();
}

export async function setPremiumUntil(trx: Transaction<Database>, userId: string, premiumUntil: Date | null): Promise<void> {
  await trx.updateTable('users').set({ premium_until: premiumUntil }).where('id', '=', userId).execute();
}

/** Moves a user's later plan periods earlier by `ms` (a refunded period before them is removed). */
export async function shiftSubscriptionsAfter(trx: Transaction<Database>, userId: string, from: Date, ms: number): Promise<void> {
  if (ms <= 0) return;
  await trx
    .updateTable('subscriptions')
    .set({
      starts_at: sql<Date>`starts_at - ${`${ms} milliseconds`}::interval`,
      ends_at: sql<Date>`ends_at - ${`${ms} milliseconds`}::interval`,
    })
    .where('user_id', '=', userId)
    .where('starts_at', '>=', from)
    .execute();
}

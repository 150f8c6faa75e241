import { type Transaction } from 'kysely';
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

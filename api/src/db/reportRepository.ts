import { type Kysely } from 'kysely';
import { KEY_COLUMNS, keyOf } from './companyKey';
import { type Database } from './schema';

/** A company's name and its key as the company page uses it, or undefined. */
export async function companyForReport(db: Kysely<Database>, companyId: string): Promise<{ name: string; key: string } | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['name', ...KEY_COLUMNS])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row === undefined ? undefined : { name: row.name, key: keyOf(row) };
}

/**
 * Whether the user holds a 1-year plan running now. A refund shortens its period to end no later
 * than the refund (services/payments/premiumPeriod.ts), so a refunded or ended plan does not count.
 */
export async function holdsRunningYearlyPlan(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('tier', '=', '1_year')
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

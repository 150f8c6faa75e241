import { sql, type Kysely, type Transaction } from 'kysely';
import { KEY_COLUMNS, keyOf } from './companyKey';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function hasAccess(db: Db, userId: string, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('company_access').select('company_id').where('user_id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a first access; false when the user had already opened this company. A user row deleted
 * meanwhile fails with company_access_user_id_fkey, which the error mapper answers as unknown_user.
 */
export async function insertAccessIfNew(db: Db, userId: string, companyId: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('company_access')
    .values({ user_id: userId, company_id: companyId, first_accessed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
    .returning('company_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Counts one more distinct company against the user's quota. For a free user
 * the update only happens while the counter is below the limit; the row lock it
 * takes serialises concurrent first accesses, so the limit can never be passed.
 */
export async function countAccess(db: Db, userId: string, limit: number, now: Date): Promise<'counted' | 'over_limit'> {
  const result = await db
    .updateTable('users')
    .set({ companies_used: sql`companies_used + 1` })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('companies_used', '<', limit), eb('premium_until', '>', now)]))
    .returning('id')
    .executeTakeFirst();
  return result ? 'counted' : 'over_limit';
}

export interface QuotaRow {
  companiesUsed: number;
  premiumUntil: Date | null;
}

export async function readQuota(db: Db, userId: string): Promise<QuotaRow | undefined> {
  const row = await db.selectFrom('users').select(['companies_used', 'premium_until']).where('id', '=', userId).executeTakeFirst();
  return row ? { companiesUsed: Number(row.companies_used), premiumUntil: row.premium_until } : undefined;
}

/** Names of the companies a user has opened, first opened first. */
export async function accessedCompanies(db: Db, userId: string): Promise<Array<{ id: string; name: string; key: string }>> {
  const rows = await db
    .selectFrom('company_access')
    .innerJoin('companies', 'companies.id', 'company_access.company_id')
    .select(['companies.name', ...KEY_COLUMNS.map((column) => `companies.${column}` as const)])
    .where('company_access.user_id', '=', userId)
    .orderBy('company_access.first_accessed_at')
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, key: keyOf(row) }));
}

/** Every company a user has opened and when first, first opened first (ties by company id). */
export async function accessTimes(db: Db, userId: string): Promise<Array<{ companyId: string; firstAccessedAt: Date }>> {
  const rows = await db
    .selectFrom('company_access')
    .select(['company_id', 'first_accessed_at'])
    .where('user_id', '=', userId)
    .orderBy('first_accessed_at')
    .orderBy('company_id')
    .execute();
  return rows.map((row) => ({ companyId: row.company_id, firstAccessedAt: row.first_accessed_at }));
}

/** Closes these companies to the user again: their accesses go, and each stops counting against the quota. */
export async function closeAccesses(db: Db, userId: string, companyIds: readonly string[]): Promise<number> {
  if (companyIds.length === 0) return 0;
  const result = await db
    .deleteFrom('company_access')
    .where('user_id', '=', userId)
    .where('company_id', 'in', [...companyIds])
    .executeTakeFirst();
  const closed = Number(result.numDeletedRows);
  await db
    .updateTable('users')
    .set({ companies_used: sql<number>`greatest(0, companies_used - ${closed})` })
    .where('id', '=', userId)
    .execute();
  return closed;
}

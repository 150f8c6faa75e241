import { type Kysely } from 'kysely';
import { ACCESS_LIMIT_MESSAGE, UNLIMITED_ACCESS, type AccessSummary } from 'shared-types/api';
import { accessedCompanies, countAccess, hasAccess, insertAccessIfNew, readQuota } from '../db/companyAccessRepository';
import { type Database } from '../db/schema';

export type AccessDecision = { allowed: true; firstAccess: boolean } | { allowed: false; accessCount: number; maxAccess: number; message: string };

/** Thrown inside the transaction to undo the access row when the quota is full. */
class OverLimit extends Error {}

/**
 * May this user open this company? Re-opening a company is always free; a new
 * one is counted, and refused once a free user has used the limit. One
 * transaction: insert-first on the (user, company) key, then the guarded counter
 * (docs/product-rules.md, 'Access and limits'), so concurrent requests can never exceed the limit.
 */
export async function openCompany(db: Kysely<Database>, input: { userId: string; companyId: string; freeLimit: number; now: Date }): Promise<AccessDecision> {
  // Fast path without a transaction: re-opening a company is the common case and always allowed.
  if (await hasAccess(db, input.userId, input.companyId)) return { allowed: true, firstAccess: false };
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await insertAccessIfNew(trx, input.userId, input.companyId, input.now);
      if (!inserted) return { allowed: true as const, firstAccess: false };
      if ((await countAccess(trx, input.userId, input.freeLimit, input.now)) === 'over_limit') throw new OverLimit();
      return { allowed: true as const, firstAccess: true };
    });
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
    const quota = await readQuota(db, input.userId);
    return { allowed: false, accessCount: quota?.companiesUsed ?? input.freeLimit, maxAccess: input.freeLimit, message: ACCESS_LIMIT_MESSAGE };
  }
}

export function isPremium(premiumUntil: Date | null, now: Date): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime();
}

/** What the account control and the accessed-companies panel show (docs/product-rules.md). */
export async function accessSummary(db: Kysely<Database>, input: { userId: string; freeLimit: number; now: Date }): Promise<AccessSummary> {
  const [quota, companies] = await Promise.all([readQuota(db, input.userId), accessedCompanies(db, input.userId)]);
  const premium = isPremium(quota?.premiumUntil ?? null, input.now);
  const used = quota?.companiesUsed ?? 0;
  return {
    is_premium: premium,
    company_names: companies.map((c) => c.name).join(', '),
    companies: companies.map(({ id, name, key }) => ({ id, name, key })),
    access_count: companies.length,
    max_access: premium ? UNLIMITED_ACCESS : input.freeLimit,
    remaining_access: premium ? UNLIMITED_ACCESS : Math.max(0, input.freeLimit - used),
    premium_until: premium && quota?.premiumUntil ? quota.premiumUntil.toISOString() : null,
  };
}

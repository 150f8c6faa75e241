import { type Kysely } from 'kysely';
import { premiumFeature, type PremiumFeatureId } from 'shared-types/api';
import { readQuota } from '../../db/companyAccessRepository';
import { type Database } from '../../db/schema';
import { DomainError, unknownUser } from '../../errors/domainError';
import { isPremium } from '../companyAccess';

/**
 * Refuses a user without premium a feature of the premium catalogue: 403 with
 * the entry's `refusal` code and `feature` (its id), so the browser can open
 * the upgrade dialog on the code and show `message`.
 */
export async function requirePremiumFeature(db: Kysely<Database>, input: { userId: string; now: Date }, id: PremiumFeatureId, message: string): Promise<void> {
  const quota = await readQuota(db, input.userId);
  if (quota === undefined) throw unknownUser();
  if (isPremium(quota.premiumUntil, input.now)) return;
  const { refusal } = premiumFeature(id);
  if (refusal === null) throw new Error(`Premium feature ${id} has no refusal code`);
  throw new DomainError('forbidden', refusal, message, { details: { feature: id } });
}

import { type Kysely } from 'kysely';
import { STATEMENTS_RESEARCH_REQUIRED } from 'shared-types/api';
import { hasAccess, readQuota } from '../db/companyAccessRepository';
import { type Database } from '../db/schema';
import { companyNameOf } from '../db/statementsRepository';
import { DomainError, unknownUser } from '../errors/domainError';
import { isPremium } from './companyAccess';

/**
 * The rule for the views of a research already made (its statements, its peers): a signed-in user
 * who has researched the company, or any premium user. Checked before anything of the company is
 * loaded, and never records an access: the free limit counts researches only. Returns the
 * company's name; a caller who may not see it gets 403 `research_required` saying what to do.
 */
export async function requireResearched(
  db: Kysely<Database>,
  input: { userId: string; companyId: string; now: Date },
  refusal: (companyName: string) => string,
): Promise<string> {
  const name = await companyNameOf(db, input.companyId);
  if (name === undefined) throw new DomainError('not_found', 'company_not_found', 'No such company. Pick one from the list.');
  const quota = await readQuota(db, input.userId);
  if (quota === undefined) throw unknownUser();
  if (!isPremium(quota.premiumUntil, input.now) && !(await hasAccess(db, input.userId, input.companyId))) {
    throw new DomainError('forbidden', STATEMENTS_RESEARCH_REQUIRED, refusal(name));
  }
  return name;
}

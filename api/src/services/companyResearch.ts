import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { DomainError } from '../errors/domainError';
import { BoundedCache } from '../cache/boundedCache';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { openCompany, type AccessDecision } from './companyAccess';
import { type CompanyDetailsService, type ResearchAnswer } from './companyDetails';
import { type StockListService } from './stockList';

export interface CompanyResearchDeps {
  db: Kysely<Database>;
  details: CompanyDetailsService;
  /** The cached company list resolves names and codes without a query. */
  stockList: StockListService;
  freeLimit: number;
  /** Access changes announced by any instance (upgrade, account deletion) clear that user's pairs. */
  bus?: InvalidationBus;
}

export type ResearchOutcome = { allowed: true; companyId: string; payloadJson: string } | Extract<AccessDecision, { allowed: false }>;

/**
 * One research request: find the company, load its stored analysis, then count
 * the access. The analysis is loaded first so a failure never costs a slot, and
 * a company with no statements yet costs none at all.
 */
export function createCompanyResearch(deps: CompanyResearchDeps) {
  // (user, company) pairs known to be accessed, so a hit can skip the database; a miss
  // takes the guarded path. Access rows are removed only by an import (`demo --reset`),
  // which also replaces the stock list: a new list empties this memory. Account deletion
  // removes them too, announced on the bus. The value is the pair's user, for eviction.
  const knownAccess = new BoundedCache<string, string>(10_000);
  let listSeen: unknown;
  deps.bus?.subscribe({
    onMessage(message) {
      if (message.kind === 'access') knownAccess.deleteWhere((userId) => userId === message.userId);
    },
    onReset: () => knownAccess.clear(),
  });

  return async function research(input: {
    userId: string;
    companyId?: string | undefined;
    name: string;
    now: Date;
    /** v1 unless the client asked for v2; access is decided the same way for both. */
    answer?: ResearchAnswer;
  }): Promise<ResearchOutcome> {
    const list = await deps.stockList.get();
    if (list !== listSeen) {
      knownAccess.clear();
      listSeen = list;
    }
    const company = list.find({ companyId: input.companyId, name: input.name });
    if (!company) throw new DomainError('not_found', 'unknown_company', `No company matches "${input.name.slice(0, 80)}". Pick one from the suggestions.`);
    const { json: payloadJson, withoutStatements } = await deps.details.served(company.id, input.now, input.answer);
    // Nothing to analyse yet: the page is shown, and neither recorded nor counted (docs/product-rules.md).
    if (withoutStatements) return { allowed: true, companyId: company.id, payloadJson };
    const accessKey = `${input.userId}|${company.id}`;
    if (!knownAccess.get(accessKey)) {
      const decision = await openCompany(deps.db, { userId: input.userId, companyId: company.id, freeLimit: deps.freeLimit, now: input.now });
      if (!decision.allowed) return decision;
      knownAccess.set(accessKey, input.userId);
    }
    return { allowed: true, companyId: company.id, payloadJson };
  };
}

export type CompanyResearch = ReturnType<typeof createCompanyResearch>;

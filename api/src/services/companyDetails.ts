import { type Kysely } from 'kysely';
import { companyFingerprints, getStoredAnalysisJson, saveAnalyses } from '../db/analysisRepository';
import { loadCompanyFacts } from '../db/companyFactsRepository';
import { type Database } from '../db/schema';
import { DomainError } from '../errors/domainError';
import { type AnalyseCompany } from './analysisRefresh';
import { BoundedCache } from '../cache/boundedCache';
import { declareLongRunning } from '../context/longRunningWork';
import { peerComparisonOf, withPeerComparison } from './peerComparison/servePeerComparison';

export interface AnalysisEngine {
  analyse: AnalyseCompany;
  version: string;
}

/**
 * Serves payloads from memory when it can. Stored payloads (and the peer tables
 * joined to them) only change when a refresh or import recomputes them, which
 * must call invalidate().
 */
export function createCompanyDetailsService(db: Kysely<Database>, engine: AnalysisEngine, capacity = 300) {
  const cache = new BoundedCache<string, ServedDetails>(capacity);
  const served = async (companyId: string, now: Date): Promise<ServedDetails> => {
    const cached = cache.get(companyId);
    if (cached !== undefined) return cached;
    const json = withPeerComparison(await companyDetailsJson(db, companyId, engine, now), await peerComparisonOf(db, companyId));
    const entry = { json, withoutStatements: saysNoStatements(json) };
    cache.set(companyId, entry);
    return entry;
  };
  return {
    async json(companyId: string, now: Date): Promise<string> {
      return (await served(companyId, now)).json;
    },
    /** The payload and whether it is the 'no statements imported yet' page, which costs no free research. */
    served,
    invalidate(): void {
      cache.clear();
    },
  };
}

/** A served payload, with the one fact the free limit reads from it (docs/product-rules.md, 'Access and limits'). */
export interface ServedDetails {
  json: string;
  withoutStatements: boolean;
}

/** Parsed once per cache fill, never per request: the engine's own verdict, not a second rule. */
function saysNoStatements(json: string): boolean {
  const meta = (JSON.parse(json) as { analysis_meta?: { not_rated_code?: unknown } }).analysis_meta;
  return meta?.not_rated_code === 'no_statements';
}

export type CompanyDetailsService = ReturnType<typeof createCompanyDetailsService>;

/**
 * The stored analysis payload, as JSON text. Analyses are computed when data
 * changes (see analysisRefresh); one that is somehow missing is computed now and
 * stored, so a request never fails just because a refresh has not run yet.
 */
export async function companyDetailsJson(db: Kysely<Database>, companyId: string, engine: AnalysisEngine, now: Date): Promise<string> {
  const stored = await getStoredAnalysisJson(db, companyId);
  if (stored !== undefined) return stored;
  declareLongRunning('computing a first analysis');
  const facts = await loadCompanyFacts(db, companyId);
  if (!facts) throw new DomainError('not_found', 'unknown_company', 'That company is not in our list.');
  const fingerprint = (await companyFingerprints(db, [companyId])).get(companyId) ?? '';
  const payload = await engine.analyse(facts, { computedAt: now });
  await saveAnalyses(db, [{ companyId, engineVersion: engine.version, payload, fingerprint, computedAt: now }]);
  return JSON.stringify(payload);
}

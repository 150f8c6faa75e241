import { type Kysely } from 'kysely';
import { type CompanyDetails } from 'shared-types/api';
import { companyFingerprints, getStoredAnalysis, saveAnalyses } from '../db/analysisRepository';
import { loadCompanyFacts } from '../db/companyFactsRepository';
import { type Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { type AnalyseCompany } from './analysisRefresh';

export interface AnalysisEngine {
  analyse: AnalyseCompany;
  version: string;
}

/**
 * The stored analysis payload. Analyses are computed when data changes (see
 * analysisRefresh); one that is somehow missing is computed now and stored, so
 * a request never fails just because a refresh has not run yet.
 */
export async function companyDetails(db: Kysely<Database>, companyId: string, engine: AnalysisEngine, now: Date): Promise<CompanyDetails> {
  const stored = await getStoredAnalysis(db, companyId);
  if (stored) return stored.payload;
  const facts = await loadCompanyFacts(db, companyId);
  if (!facts) throw new HttpError(404, 'unknown_company', 'That company is not in our list.');
  const fingerprint = (await companyFingerprints(db, [companyId])).get(companyId) ?? '';
  const payload = await engine.analyse(facts, { computedAt: now });
  await saveAnalyses(db, [{ companyId, engineVersion: engine.version, payload, fingerprint, computedAt: now }]);
  return payload;
}

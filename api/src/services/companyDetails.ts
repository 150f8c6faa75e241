import { type Kysely } from 'kysely';
import { encodeResearchV2, NO_UNITS, PEER_COMPARISON_FIELD, RESEARCH_V2_UNITS, type ResearchV2 } from 'shared-types/api';
import { companyFingerprints, getStoredAnswersJson, saveAnalyses } from '../db/analysisRepository';
import { loadCompanyFacts } from '../db/companyFactsRepository';
import { syncCompanyFigures } from './screener/syncCompanyFigures';
import { type Database } from '../db/schema';
import { DomainError } from '../errors/domainError';
import { type AnalyseResearch } from './analysisRefresh';
import { BoundedCache } from '../cache/boundedCache';
import { declareLongRunning } from '../context/longRunningWork';
import { peerComparisonOf, withPeerComparison } from './peerComparison/servePeerComparison';

export interface AnalysisEngine {
  analyse: AnalyseResearch;
  version: string;
}

/**
 * Which research answer a client reads: v1 unless it asks for v2 (docs/api-compatibility.md). 'v2'
 * writes figures with this build's unit table; 'v2-whole' writes every figure whole, for a v2
 * client built with another table (docs/research-answer-v2.md).
 */
export type ResearchAnswer = 'v1' | 'v2' | 'v2-whole';

/**
 * Serves payloads from memory when it can, per company and answer version.
 * Stored payloads (and the peer tables joined to them) only change when a
 * refresh or import recomputes them, which must call invalidate().
 */
export function createCompanyDetailsService(db: Kysely<Database>, engine: AnalysisEngine, capacity = 600) {
  const cache = new BoundedCache<string, ServedDetails>(capacity);
  const served = async (companyId: string, now: Date, answer: ResearchAnswer = 'v1'): Promise<ServedDetails> => {
    const cached = cache.get(`${answer}|${companyId}`);
    if (cached !== undefined) return cached;
    const answers = await companyAnswersJson(db, companyId, engine, now, answer === 'v1' ? 'v1' : 'v2');
    // A row stored before v2 was computed again: the v1 kept here is the older run's.
    if (answers.recomputed) cache.delete(`v1|${companyId}`);
    // v1 carries its peer table; a v2 reader fetches it on its own (GET /api/company/:id/peers).
    const json =
      answer === 'v1' ? withPeerComparison(answers.json, await peerComparisonOf(db, companyId), PEER_COMPARISON_FIELD) : wireJson(answers.json, answer);
    // The free limit reads v1 for either answer: one rule, the same outcome for both.
    const entry = { json, withoutStatements: saysNoStatements(answers.v1) };
    cache.set(`${answer}|${companyId}`, entry);
    return entry;
  };
  return {
    /** The v1 payload with its peer comparison. */
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

/**
 * The stored v2 document (full precision) as served: its wire form, each figure rounded once to what
 * it shows. Parsed and encoded once per cache fill, never per request.
 */
function wireJson(storedJson: string, answer: 'v2' | 'v2-whole'): string {
  const units = answer === 'v2' ? RESEARCH_V2_UNITS : NO_UNITS;
  return JSON.stringify(encodeResearchV2(JSON.parse(storedJson) as ResearchV2, { round: 'display', units }));
}

/** Parsed once per cache fill, never per request: the engine's own verdict, not a second rule. */
function saysNoStatements(json: string): boolean {
  const meta = (JSON.parse(json) as { analysis_meta?: { not_rated_code?: unknown } }).analysis_meta;
  return meta?.not_rated_code === 'no_statements';
}

export type CompanyDetailsService = ReturnType<typeof createCompanyDetailsService>;

/**
 * The stored answer asked for, and v1 (the free limit reads it), as JSON text.
 * Analyses are computed when data changes (see analysisRefresh); one that is
 * somehow missing, or a v2 answer asked of a row stored before v2 was, is
 * computed now and stored (both answers, from one run), so a request never
 * fails just because a refresh has not run yet.
 */
export async function companyAnswersJson(
  db: Kysely<Database>,
  companyId: string,
  engine: AnalysisEngine,
  now: Date,
  answer: 'v1' | 'v2',
): Promise<{ v1: string; json: string; recomputed: boolean }> {
  const stored = await getStoredAnswersJson(db, companyId);
  if (stored !== undefined) {
    const json = answer === 'v1' ? stored.v1 : stored.v2;
    if (json !== null) return { v1: stored.v1, json, recomputed: false };
  }
  declareLongRunning(stored === undefined ? 'computing a first analysis' : 'computing the v2 answer of an older analysis');
  const facts = await loadCompanyFacts(db, companyId);
  if (!facts) throw new DomainError('not_found', 'unknown_company', 'That company is not in our list.');
  const fingerprint = (await companyFingerprints(db, [companyId])).get(companyId) ?? '';
  const { v1, v2 } = await engine.analyse(facts, { computedAt: now });
  await saveAnalyses(db, [{ companyId, engineVersion: engine.version, payload: v1, researchV2: v2, fingerprint, computedAt: now }]);
  // The screener's row follows the analysis; if it fails, the next analysis refresh writes it (its key still differs).
  await syncCompanyFigures(db, now, { companyIds: [companyId] }).catch(() => undefined);
  const v1Json = JSON.stringify(v1);
  return { v1: v1Json, json: answer === 'v1' ? v1Json : JSON.stringify(v2), recomputed: stored !== undefined };
}

import { type Kysely } from 'kysely';
import { type AnalysedResearch } from '../analysis/analyseResearch';
import { type CompanyFacts } from '../analysis/types';
import { listCompaniesNeedingAnalysis, saveAnalyses, type AnalysisToSave, type StaleReason } from '../db/analysisRepository';
import { loadCompanyFactsBatch } from '../db/companyFactsRepository';
import { syncCompanyFigures } from './screener/syncCompanyFigures';
import { announceDataChange } from '../db/dataChanges';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { refreshPeerFigures, type PeerRefreshReport } from './peerComparison/refreshPeerFigures';

/** The engine's shape (analyseResearch): both answers of one run. Injected, so tests can count calls with a fake. */
export type AnalyseResearch = (facts: CompanyFacts, options: { computedAt: Date }) => AnalysedResearch | Promise<AnalysedResearch>;

export interface RefreshProgress {
  done: number;
  total: number;
  failed: number;
}

export interface RefreshOptions {
  db: Kysely<Database>;
  analyse: AnalyseResearch;
  engineVersion: string;
  now: () => Date;
  logger?: Logger;
  onProgress?: (progress: RefreshProgress) => void;
  /** Companies loaded, analysed and saved together. */
  batchSize?: number;
}

export interface RefreshReport {
  /** Companies that needed work. */
  stale: number;
  computed: number;
  failed: number;
  reasons: Record<StaleReason, number>;
  /** Up to 20 failures, for the log. */
  failures: Array<{ companyId: string; message: string }>;
  timings: {
    totalMs: number;
    /** Finding stale companies (fingerprints). */
    listMs: number;
    loadMs: number;
    analyseMs: number;
    saveMs: number;
    /** Median time of one analyse() call. */
    analyseMedianMs: number;
  };
  /** The peer-comparison job run after the analyses; null when it failed (logged). */
  peers: PeerRefreshReport | null;
  /** Screener rows (company_figures) rewritten after the analyses; null when that failed (logged). */
  figuresWritten: number | null;
}

/**
 * Recomputes every analysis that is missing or stale (another engine version,
 * facts that changed since, a row stored before v2 was, or a price that has aged past fresh since) and stores it. A company whose analysis throws
 * is logged and skipped; it stays stale and is retried next time. With nothing
 * stale the only work is the fingerprint query. When anything changed, every
 * instance on this schema is notified to drop its cached payloads.
 */
export async function refreshAnalyses(options: RefreshOptions): Promise<RefreshReport> {
  const { db, analyse, engineVersion, now, logger, onProgress, batchSize = 200 } = options;
  const started = performance.now();
  const stale = await listCompaniesNeedingAnalysis(db, engineVersion, now());
  const listMs = performance.now() - started;

  const reasons: Record<StaleReason, number> = { missing: 0, engine_version: 0, data_changed: 0, missing_v2: 0, price_aged: 0 };
  for (const company of stale) reasons[company.reason] += 1;
  const failures: RefreshReport['failures'] = [];
  const durations: number[] = [];
  let failed = 0;
  let computed = 0;
  let loadMs = 0;
  let saveMs = 0;

  for (let start = 0; start < stale.length; start += batchSize) {
    const batch = stale.slice(start, start + batchSize);
    const loadStarted = performance.now();
    const facts = await loadCompanyFactsBatch(
      db,
      batch.map((company) => company.companyId),
    );
    loadMs += performance.now() - loadStarted;

    const results: AnalysisToSave[] = [];
    for (const company of batch) {
      const companyFacts = facts.get(company.companyId);
      if (companyFacts === undefined) continue; // deleted since the list was made
      const computedAt = now();
      const analyseStarted = performance.now();
      try {
        const { v1, v2 } = await analyse(companyFacts, { computedAt });
        results.push({ companyId: company.companyId, engineVersion, payload: v1, researchV2: v2, fingerprint: company.fingerprint, computedAt });
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        if (failures.length < 20) failures.push({ companyId: company.companyId, message });
        logger?.warn({ companyId: company.companyId, err: error }, 'Analysis failed; the company stays stale and is retried on the next refresh');
      } finally {
        durations.push(performance.now() - analyseStarted);
      }
    }

    const saveStarted = performance.now();
    await saveAnalyses(db, results);
    computed += results.length;
    saveMs += performance.now() - saveStarted;
    onProgress?.({ done: Math.min(start + batch.length, stale.length), total: stale.length, failed });
  }

  // Every caller drops its cached payloads after a refresh, so changed peer tables show at once.
  const peers = await refreshPeerFigures(db, { now, logger }).catch((error: unknown) => {
    logger?.warn({ err: error }, 'Peer comparison job failed; the previous peer tables stay');
    return null;
  });
  // The screener's table reads the stored analyses: it follows them in the same run (docs/screener.md).
  const figuresWritten = await syncCompanyFigures(db, now()).catch((error: unknown) => {
    logger?.warn({ err: error }, 'Screener figures job failed; the previous rows stay and are retried next refresh');
    return null;
  });
  if (computed > 0 || (peers !== null && peers.figuresUpdated + peers.groupsWritten + peers.groupsRemoved > 0)) {
    // Other instances drop the payloads they cached (docs/coordination.md).
    await announceDataChange(db).catch((error: unknown) => logger?.warn({ err: error }, 'Could not notify other instances of the recomputed analyses'));
  }
  const totalMs = performance.now() - started;
  const analyseMs = durations.reduce((sum, duration) => sum + duration, 0);
  return {
    stale: stale.length,
    computed,
    failed,
    reasons,
    failures,
    timings: {
      totalMs: round(totalMs),
      listMs: round(listMs),
      loadMs: round(loadMs),
      analyseMs: round(analyseMs),
      saveMs: round(saveMs),
      analyseMedianMs: round(median(durations), 3),
    },
    peers,
    figuresWritten,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

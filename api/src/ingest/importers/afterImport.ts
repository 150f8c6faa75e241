import { type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { refreshAnalyses, type RefreshProgress } from '../../services/analysisRefresh';
import { type AnalysisEngine } from '../../services/companyDetails';

export interface AnalysesRecomputed {
  computed: number;
  failed: number;
  /** Up to 20 failures, each with the company and the engine's message. */
  failures: Array<{ companyId: string; message: string }>;
  durationMs: number;
}

/**
 * After an import: recompute every stale analysis (the importers mark the
 * companies they changed), then drop the caches that served the old data.
 */
export async function recomputeAnalyses(options: {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  now?: () => Date;
  logger?: Logger;
  onProgress?: (progress: RefreshProgress) => void;
  /** Drops the stock-list and company-details caches (in the server). */
  invalidateCaches?: () => void;
}): Promise<AnalysesRecomputed> {
  const report = await refreshAnalyses({
    db: options.db,
    analyse: options.engine.analyse,
    engineVersion: options.engine.version,
    now: options.now ?? (() => new Date()),
    logger: options.logger,
    onProgress: options.onProgress,
  });
  options.invalidateCaches?.();
  return { computed: report.computed, failed: report.failed, failures: report.failures, durationMs: report.timings.totalMs };
}

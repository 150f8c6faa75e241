import { type Kysely } from 'kysely';
import { ConfigError } from '../config/configError';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { type LivePriceSchedule } from '../prices/livePriceSchedule';
import { refreshAnalyses } from '../services/analysisRefresh';
import { type AnalysisEngine } from '../services/companyDetails';
import { type RepeatingJob } from '../services/repeatingJob';
import { scheduleSessionPurge } from '../services/sessionPurge';
import { DEFAULT_WORKER_RETRY_MS, startJobLeadership, type JobLeadership } from './jobLeadership';
import { scheduleRecompute } from './recomputeSchedule';

export interface SharedJobsOptions {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  logger: Logger;
  /** PostgreSQL: compete with the other instances for the jobs. Undefined (PGlite): run them. */
  postgres?: { databaseUrl: string; schema: string };
  /** See JobLeadershipOptions.retryMs (WORKER_RETRY_MS). */
  retryMs?: number;
  /** This instance's cached payloads, dropped after a recompute it ran. */
  caches: ReadonlyArray<{ invalidate(): void }>;
  /** Starts live price refreshes when they are configured. */
  startLivePrices: () => Promise<LivePriceSchedule | undefined>;
  /** Starts the scheduled sync with the exchanges when SYNC=nse (docs/sync.md). */
  startSync?: () => RepeatingJob | undefined;
  now?: () => Date;
  /** How often the worker recomputes again (RECOMPUTE_INTERVAL_MS, 6 hours): a price ages past fresh with no new data. */
  recomputeIntervalMs?: number;
}

/**
 * The jobs one instance runs for all (docs/coordination.md): recomputing stale
 * analyses, the expired-session purge, live prices and the scheduled sync. The worker elected at
 * start-up (always, on PGlite) recomputes before the server listens, as a
 * single server always did; one taking over later recomputes in the
 * background. Either recomputes again every recomputeIntervalMs, so a price
 * that has aged past fresh is said to be stale with no new data. A non-worker never recomputes: it serves the stored payloads,
 * stale ones included, until the worker's recompute notifies it (missing ones
 * are computed on request, see services/companyDetails). Resolves after the
 * first election, and that worker's recompute.
 */
export function startSharedJobs(options: SharedJobsOptions): Promise<JobLeadership> {
  const { db, engine, logger, now = () => new Date() } = options;
  const recompute = async (): Promise<void> => {
    const report = await refreshAnalyses({
      db,
      analyse: engine.analyse,
      engineVersion: engine.version,
      now,
      logger,
      onProgress: ({ done, total }) => logger.info({ done, total }, `Analyses: ${done} of ${total} computed`),
    });
    const seconds = (report.timings.totalMs / 1000).toFixed(1);
    logger.info(
      { ...report, failures: report.failures.slice(0, 5), engineVersion: engine.version },
      report.stale === 0
        ? `Analyses are up to date (checked in ${seconds} s)`
        : `Analyses refreshed: ${report.computed} computed, ${report.failed} failed in ${seconds} s`,
    );
    if (report.stale > 0) for (const cache of options.caches) cache.invalidate();
  };

  return startJobLeadership({
    postgres: options.postgres,
    retryMs: options.retryMs,
    logger,
    onElected: async ({ atStartup }) => {
      // At start-up a failure stops the server, as before; later it is logged, and the analyses stay stale until the next recompute.
      const recomputing = atStartup
        ? await recompute()
        : recompute().catch((error: unknown) => logger.error({ err: error }, 'Recomputing stale analyses failed'));
      const purge = scheduleSessionPurge({ db, now, logger });
      const recomputes = scheduleRecompute({ run: recompute, logger, intervalMs: options.recomputeIntervalMs });
      const livePrices = await options.startLivePrices();
      const sync = options.startSync?.();
      return {
        stop: async () => {
          await Promise.all([livePrices?.stop(), sync?.stop(), purge.stop(), recomputes.stop(), recomputing]);
        },
      };
    },
  });
}

/** WORKER_RETRY_MS: how often a non-worker tries to take over (default 5 s; tests use 2 s). */
export function workerRetryMsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.WORKER_RETRY_MS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_WORKER_RETRY_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000) {
    throw new ConfigError(`WORKER_RETRY_MS must be a whole number of milliseconds from 100 to 600000, not "${raw}"`);
  }
  return value;
}

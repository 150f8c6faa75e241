import { type Logger } from '../logger';
import { repeatOnTimer, type RepeatingJob } from '../services/repeatingJob';

/**
 * How often the worker recomputes stale analyses with no other cause to: a
 * price ages past fresh with no change of facts (analysisRepository,
 * 'price_aged'), so a server that runs for months with no new data still
 * stops calling a 91-day-old price fresh within this interval (docs/coordination.md).
 */
export const RECOMPUTE_INTERVAL_MS = 6 * 60 * 60_000;

export interface RecomputeScheduleOptions {
  /** One recompute of every stale analysis (startSharedJobs' recompute). */
  run: () => Promise<void>;
  logger: Logger;
  /** From the end of one recompute to the start of the next; the first runs one interval after start (the worker has just recomputed). */
  intervalMs?: number;
}

/** Recomputes on a timer, as the session purge purges (services/sessionPurge.ts); a failed recompute is logged and tried again at the next tick. */
export function scheduleRecompute(options: RecomputeScheduleOptions): RepeatingJob {
  const intervalMs = options.intervalMs ?? RECOMPUTE_INTERVAL_MS;
  return repeatOnTimer({
    run: options.run,
    intervalMs,
    firstDelayMs: intervalMs,
    onError: (error) => options.logger.error({ err: error }, 'Scheduled recompute of stale analyses failed; trying again later'),
  });
}

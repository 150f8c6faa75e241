/**
 * SYNC=nse (docs/sync.md): the worker instance fetches the day's files after
 * the close (18:30 India time, trading days; again every 30 minutes until they
 * are out) and, every night at 22:30, the lists and the tracked companies'
 * filings, so results filed today are imported and analysed tonight. One run
 * at a time; a failure is logged once with its reason, then again only when
 * the reason changes, and its clearing is logged too.
 */
import { type Logger } from '../../logger';
import { repeatOnTimer, type RepeatingJob } from '../../services/repeatingJob';
import { type SyncRequest } from '../run/runSync';
import { type SyncReport } from '../run/syncContext';
import { DAILY_FILES_AFTER_MINUTES, indiaClock } from '../run/tradingDays';
import { type IndexName } from '../sources/exchangeAddresses';
import { type ScheduledRun, type SyncBoard } from './syncBoard';

export const FILINGS_AT_MINUTES = 22 * 60 + 30;
/** A day not out yet, or a run that could not run, is tried again this much later. */
const RETRY_MS = 30 * 60_000;
const TICK_MS = 60_000;

export interface SyncScheduleOptions {
  /** One run; `signal` aborts it between files when the schedule stops (the server shuts down). */
  run: (request: SyncRequest, signal: AbortSignal) => Promise<SyncReport>;
  /** Whether the day's files have been imported (the last daily day the downloads remember). */
  lastDailyDay: () => string | undefined;
  board: SyncBoard;
  logger: Logger;
  index?: IndexName;
  now?: () => Date;
  tickMs?: number;
}

export function scheduleSync(options: SyncScheduleOptions): RepeatingJob {
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let lastDailyTry = 0;
  let lastFilingsTry = 0;
  let filingsDoneFor: string | undefined;

  /** Runs one request; false when it could not run or threw (busy, a database away): the next tick may try again. */
  const runOne = async (kind: ScheduledRun, request: SyncRequest): Promise<boolean> => {
    options.board.started(request.what, now());
    options.logger.info({ sync: request.what }, `Sync: ${request.what} started`);
    let problem: string | undefined;
    let ran = true;
    try {
      const report = await options.run(request, stopping.signal);
      problem = problemOf(report);
      const sources = Object.fromEntries(
        Object.entries(report.sources).map(([name, source]) => [name, { fetched: source.fetched, imported: source.imported, failed: source.failed.length }]),
      );
      options.logger.info({ sync: request.what, sources, requests: report.requests }, `Sync: ${request.what} finished`);
    } catch (error) {
      ran = false;
      problem = (error as Error).message;
    } finally {
      options.board.finished();
    }
    if (stopping.signal.aborted) return ran; // stopped by the shutdown: not a problem to report
    const change = options.board.problem(kind, problem, now());
    if (change === 'new') options.logger.error({ sync: request.what }, `Sync: ${problem}`);
    if (change === 'cleared') options.logger.info({ sync: request.what }, `Sync: ${request.what} working again`);
    return ran;
  };

  const tick = async (): Promise<void> => {
    const at = now();
    const { day, minutes, weekday } = indiaClock(at);
    const tradingDay = weekday >= 1 && weekday <= 5;
    if (tradingDay && minutes >= DAILY_FILES_AFTER_MINUTES && options.lastDailyDay() !== day && at.getTime() - lastDailyTry >= RETRY_MS) {
      lastDailyTry = at.getTime();
      // The universe first: a day's files name companies only it adds (a new listing). Fetched every time, imported only when it changed.
      await runOne('daily', { sources: ['lists', 'daily'], what: 'scheduled daily files' });
    }
    if (stopping.signal.aborted) return;
    if (minutes >= FILINGS_AT_MINUTES && filingsDoneFor !== day && at.getTime() - lastFilingsTry >= RETRY_MS) {
      lastFilingsTry = at.getTime();
      const request: SyncRequest = { sources: ['lists', 'filings'], what: 'scheduled nightly filings', ...(options.index ? { index: options.index } : {}) };
      // Done for the night once it ran, refusals included (they do not clear in half an hour); a run that could not run is tried again.
      if (await runOne('filings', request)) filingsDoneFor = day;
    }
  };

  const job = repeatOnTimer({
    run: tick,
    intervalMs: options.tickMs ?? TICK_MS,
    firstDelayMs: options.tickMs ?? TICK_MS,
    onError: (error) => options.logger.error({ err: error }, 'Sync schedule failed; trying again at the next tick'),
  });
  return {
    async stop() {
      stopping.abort();
      await job.stop();
    },
  };
}

/** One line for the log and the board, the same from one run to the next while the cause is the same (no counts). */
function problemOf(report: SyncReport): string | undefined {
  const sources = Object.values(report.sources);
  const refused = sources.find((source) => source.refused !== undefined)?.refused;
  if (refused) return refused.message;
  const failed = sources.flatMap((source) => source.failed);
  if (failed.length > 0) return `files failed; the first: ${failed[0]!.reason}`;
  return report.error;
}

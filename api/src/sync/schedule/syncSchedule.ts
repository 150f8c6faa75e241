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
import { type SyncBoard } from './syncBoard';

export const FILINGS_AT_MINUTES = 22 * 60 + 30;
const DAILY_RETRY_MS = 30 * 60_000;
const TICK_MS = 60_000;

export interface SyncScheduleOptions {
  run: (request: SyncRequest) => Promise<SyncReport>;
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
  let lastDailyTry = 0;
  let filingsDoneFor: string | undefined;

  const runOne = async (request: SyncRequest): Promise<void> => {
    const at = now();
    options.board.started(request.what, at);
    options.logger.info({ sync: request.what }, `Sync: ${request.what} started`);
    let problem: string | undefined;
    try {
      const report = await options.run(request);
      problem = problemOf(report);
      const sources = Object.fromEntries(
        Object.entries(report.sources).map(([name, source]) => [name, { fetched: source.fetched, imported: source.imported, failed: source.failed.length }]),
      );
      options.logger.info({ sync: request.what, sources, requests: report.requests }, `Sync: ${request.what} finished`);
    } catch (error) {
      problem = (error as Error).message;
    } finally {
      options.board.finished();
    }
    const hadProblem = options.board.status().problem !== null;
    if (options.board.problem(problem, now())) options.logger.error({ sync: request.what }, `Sync: ${problem}`);
    else if (problem === undefined && hadProblem) options.logger.info({ sync: request.what }, 'Sync: working again');
  };

  const tick = async (): Promise<void> => {
    const at = now();
    const { day, minutes, weekday } = indiaClock(at);
    const tradingDay = weekday >= 1 && weekday <= 5;
    if (tradingDay && minutes >= DAILY_FILES_AFTER_MINUTES && options.lastDailyDay() !== day && at.getTime() - lastDailyTry >= DAILY_RETRY_MS) {
      lastDailyTry = at.getTime();
      // The universe first: a day's files name companies only it adds (a new listing). Fetched every time, imported only when it changed.
      await runOne({ sources: ['lists', 'daily'], what: 'scheduled daily files' });
    }
    if (minutes >= FILINGS_AT_MINUTES && filingsDoneFor !== day) {
      filingsDoneFor = day;
      await runOne({ sources: ['lists', 'filings'], what: 'scheduled nightly filings', ...(options.index ? { index: options.index } : {}) });
    }
  };

  return repeatOnTimer({
    run: tick,
    intervalMs: options.tickMs ?? TICK_MS,
    firstDelayMs: options.tickMs ?? TICK_MS,
    onError: (error) => options.logger.error({ err: error }, 'Sync schedule failed; trying again at the next tick'),
  });
}

/** One line for the log and the board: the first refusal, else how many files failed. */
function problemOf(report: SyncReport): string | undefined {
  const sources = Object.values(report.sources);
  const refused = sources.find((source) => source.refused !== undefined)?.refused;
  if (refused) return refused.message;
  const failed = sources.flatMap((source) => source.failed);
  if (failed.length > 0) return `${failed.length} file(s) failed; the first: ${failed[0]!.reason}`;
  return report.error;
}

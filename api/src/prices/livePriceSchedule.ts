import { type Logger } from '../logger';
import { type LivePriceRefreshSummary } from './refreshLivePrices';

export interface LivePriceScheduleOptions {
  /** One refresh; `signal` aborts it on shutdown. */
  run: (signal: AbortSignal) => Promise<LivePriceRefreshSummary>;
  /** From the start of one refresh to the start of the next. */
  intervalMs: number;
  /** The first refresh, shortly after start-up (leaves the first requests alone). */
  firstDelayMs: number;
  logger: Logger;
}

export interface LivePriceSchedule {
  /** No further refreshes; aborts a running one and resolves once it has ended. */
  stop(): Promise<void>;
}

/**
 * Runs refreshes on a timer that never keeps the process alive. The next one
 * is scheduled only after the current one ends, so two never overlap. An
 * outage is logged once when it starts (and when its reason changes), and
 * once when prices are available again, not on every tick.
 */
export function scheduleLivePriceRefresh(options: LivePriceScheduleOptions): LivePriceSchedule {
  const { run, intervalMs, logger } = options;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let failingWith: string | undefined;
  let saidNothingToPrice = false;

  const report = (summary: LivePriceRefreshSummary): void => {
    if (summary.unavailable !== undefined) {
      if (failingWith !== summary.unavailable.reason) logger.warn({ reason: summary.unavailable.reason }, summary.unavailable.message);
      else logger.debug({ reason: summary.unavailable.reason }, summary.unavailable.message);
      failingWith = summary.unavailable.reason;
      return;
    }
    if (failingWith !== undefined) logger.info('Live prices are available again');
    failingWith = undefined;
    if (summary.requested === 0) {
      if (!saidNothingToPrice) logger.info('Live prices: no listed company with an NSE code to price yet (demo companies are never priced)');
      saidNothingToPrice = true;
      return;
    }
    saidNothingToPrice = false;
    const { unavailable: _none, ...counts } = summary;
    logger.info(counts, `Live prices: ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} without a valid quote`);
  };

  const tick = async (): Promise<void> => {
    const started = Date.now();
    try {
      report(await run(controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (failingWith !== 'error') logger.error({ err: error }, 'Live price refresh failed; stored prices are unchanged');
      failingWith = 'error';
    } finally {
      running = undefined;
      if (!controller.signal.aborted) schedule(Math.max(0, intervalMs - (Date.now() - started)));
    }
  };

  const schedule = (delayMs: number): void => {
    timer = setTimeout(() => {
      running = tick();
    }, delayMs);
    timer.unref();
  };

  schedule(options.firstDelayMs);
  return {
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

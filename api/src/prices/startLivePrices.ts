import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { type AnalysisEngine } from '../services/companyDetails';
import { scheduleLivePriceRefresh, type LivePriceSchedule } from './livePriceSchedule';
import { refreshLivePrices } from './refreshLivePrices';
import { createYahooPriceProvider } from './yahooPriceProvider';

/** The first refresh waits this long after start-up. */
const FIRST_REFRESH_DELAY_MS = 10_000;

export interface StartLivePricesOptions {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  caches: ReadonlyArray<{ invalidate(): void }>;
  intervalMinutes: number;
  logger: Logger;
}

/**
 * LIVE_PRICES=yahoo: loads the Yahoo provider and refreshes prices on a timer.
 * The server imports this module only when live prices are on.
 */
export async function startLivePrices(options: StartLivePricesOptions): Promise<LivePriceSchedule> {
  const logger = options.logger.child({ component: 'live-prices' });
  const provider = await createYahooPriceProvider({ logger });
  logger.info(`Live prices: on, from ${provider.name} every ${options.intervalMinutes} min (delayed quotes, never real-time; Yahoo data is for personal use)`);
  return scheduleLivePriceRefresh({
    intervalMs: options.intervalMinutes * 60_000,
    firstDelayMs: FIRST_REFRESH_DELAY_MS,
    logger,
    run: (signal) => refreshLivePrices({ db: options.db, provider, engine: options.engine, caches: options.caches, now: () => new Date(), logger, signal }),
  });
}

/**
 * The server's side of SYNC=nse: the worker instance syncs into its own
 * database through the same import code as `npm run ingest` (docs/sync.md).
 */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { type AnalysisEngine } from '../../services/companyDetails';
import { type RepeatingJob } from '../../services/repeatingJob';
import { openDownloadStore, syncStateFile } from '../downloads/downloadStore';
import { databaseSyncTarget } from '../databaseTarget';
import { createExchangeClient } from '../exchangeClient';
import { runSync } from '../run/runSync';
import { lastDailyDay } from '../run/syncDaily';
import { type SyncSettings } from '../syncSettings';
import { type SyncBoard } from './syncBoard';
import { scheduleSync } from './syncSchedule';

export interface ScheduledSyncDeps {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  logger: Logger;
  settings: SyncSettings;
  dataDir: string;
  board: SyncBoard;
  /** This server's caches, emptied after an import (read at each import: the stock list joins after start-up). */
  caches: ReadonlyArray<{ invalidate(): void }>;
  fetch?: typeof fetch;
  now?: () => Date;
  tickMs?: number;
}

export function startScheduledSync(deps: ScheduledSyncDeps): RepeatingJob {
  const { db, engine, logger } = deps;
  const invalidateCaches = () => deps.caches.forEach((cache) => cache.invalidate());
  const target = databaseSyncTarget({ db, engine, logger, invalidateCaches });
  const client = createExchangeClient(deps.settings, {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onRetry: ({ url, attempt, reason, waitMs }) => logger.debug({ url, attempt, reason, waitMs }, 'Sync: retrying a download'),
  });
  deps.board.setWorker(true);
  const job = scheduleSync({
    // The ledger is read afresh each run: a command-line sync may have added to it meanwhile.
    run: (request, signal) =>
      runSync(
        {
          client,
          bases: deps.settings.bases,
          store: openDownloadStore(deps.dataDir),
          target,
          now: deps.now ?? (() => new Date()),
          dryRun: false,
          say: (line) => logger.info({ sync: request.what }, `Sync: ${line}`),
          signal,
        },
        request,
      ),
    lastDailyDay: () => lastDailyDay({ stateFile: syncStateFile(deps.dataDir) }),
    board: deps.board,
    logger,
    ...(deps.settings.index ? { index: deps.settings.index } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.tickMs ? { tickMs: deps.tickMs } : {}),
  });
  return {
    stop: async () => {
      await job.stop();
      deps.board.setWorker(false);
    },
  };
}

import { type RequestHandler } from 'express';
import { type Kysely } from 'kysely';
import { type DataChangeNotices } from '../../coordination/dataChangeListener';
import { currentDataVersion } from '../../db/importRunRepository';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';

export interface DataVersionWatcherOptions {
  db: Kysely<Database>;
  /** Called when another process has committed an import since the last check. */
  onChange: () => void;
  /** Checks at most this often (default 1 s): the change shows within that time. */
  minIntervalMs?: number;
  now?: () => number;
  logger?: Logger;
  /**
   * PostgreSQL: changes pushed by LISTEN/NOTIFY (coordination/dataChangeListener).
   * While they arrive, onChange is called from them and nothing is polled;
   * while their connection is down, polling takes over.
   */
  notices?: DataChangeNotices;
}

/**
 * With PostgreSQL the import tool writes directly, beside the running server,
 * so the server cannot be told; instead, before serving the stock list or a
 * company, it compares the data version (the latest import_runs id, one index
 * lookup) at most once a second and drops its caches when it moved. An import
 * committed after a check is always seen by the next one. A failed check is
 * logged and the request goes on: the route reports the outage itself.
 * Given `notices`, polling is only the fallback for when they are not arriving.
 */
export function dataVersionWatcher(options: DataVersionWatcherOptions): RequestHandler {
  const { db, onChange, minIntervalMs = 1000, now = Date.now, logger, notices } = options;
  notices?.subscribe(onChange);
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  const check = async (): Promise<void> => {
    try {
      const version = await currentDataVersion(db);
      if (known !== undefined && version !== known) {
        logger?.info({ from: known, to: version }, 'Data imported by another process: caches dropped');
        onChange();
      }
      known = version;
    } catch (error) {
      logger?.warn({ err: error }, 'Could not read the data version; caches kept until the next check');
    }
  };

  return (_req, _res, next) => {
    if (notices?.isListening() && checking === undefined) {
      // When polling resumes, its first request checks at once against the version last seen.
      checkedAt = Number.NEGATIVE_INFINITY;
      next();
      return;
    }
    if (checking === undefined && now() - checkedAt >= minIntervalMs) {
      checkedAt = now();
      checking = check().finally(() => {
        checking = undefined;
      });
    }
    if (checking === undefined) next();
    else void checking.then(() => next());
  };
}

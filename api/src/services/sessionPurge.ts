import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { purgeExpiredSessions } from './sessions';

/**
 * Deletes sessions that can no longer be valid, on a timer that never keeps
 * the process alive: expired sessions hold an IP address and a user agent,
 * which are personal data with no use once the session is over (security
 * review finding 11). A purge that fails (the database is away) is logged
 * and tried again at the next tick.
 */

export const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

export interface SessionPurgeOptions {
  db: Kysely<Database>;
  now: () => Date;
  logger: Logger;
  intervalMs?: number;
  /** The first purge, shortly after start-up. */
  firstDelayMs?: number;
}

export interface SessionPurge {
  /** No further purges; resolves once a running one has ended. */
  stop(): Promise<void>;
}

export function scheduleSessionPurge(options: SessionPurgeOptions): SessionPurge {
  const intervalMs = options.intervalMs ?? SESSION_PURGE_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = (): void => {
    running = purgeExpiredSessions(options.db, options.now())
      .then((purged) => {
        if (purged > 0) options.logger.info({ purged }, `Purged ${purged} expired session(s)`);
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'Purging expired sessions failed; trying again later'))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (delay: number): void => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? 30_000);

  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}

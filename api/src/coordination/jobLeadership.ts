import { type Logger } from '../logger';
import { advisoryLockKey } from './advisoryLockKey';
import { closeQuietly, openDedicatedClient, type DedicatedClient } from './dedicatedClient';

/** What a worker runs; stopped when it stops being the worker. */
export interface WorkerJobs {
  stop(): Promise<void>;
}

export interface JobLeadershipOptions {
  /** PostgreSQL: compete with the other instances. Undefined (PGlite, one process): always the worker. */
  postgres?: { databaseUrl: string; schema: string };
  /**
   * Starts the shared jobs when this instance becomes the worker. `atStartup`:
   * won on the first try, which start() awaits (the server does its start-up
   * work there, before listening); a rejection then rejects start().
   */
  onElected: (term: { atStartup: boolean }) => Promise<WorkerJobs>;
  /** Non-workers try for the lock, and the worker checks its connection, this often. */
  retryMs?: number;
  logger: Logger;
}

export interface JobLeadership {
  isWorker(): boolean;
  /** PostgreSQL: the backend of the connection holding (or trying for) the lock; tests terminate it. */
  backendPid(): number | undefined;
  /** Stops the jobs, then releases the lock (another instance takes over at its next try). Idempotent. */
  stop(): Promise<void>;
}

export const DEFAULT_WORKER_RETRY_MS = 5000;

/**
 * One instance at a time runs the shared jobs (stale analyses, the session
 * purge, live prices). On PostgreSQL the worker is whoever holds a
 * session-level advisory lock (namespaced by schema) on a connection of its
 * own; the others try again every `retryMs`. A crashed worker's connection
 * closes and frees the lock, so another takes over within one interval. The
 * worker also runs SELECT 1 every interval (and reacts at once to its
 * connection failing) and steps down when the check fails. Resolves after the
 * first try.
 */
export async function startJobLeadership(options: JobLeadershipOptions): Promise<JobLeadership> {
  const logger = options.logger.child({ component: 'job-leadership' });
  if (options.postgres === undefined) return alwaysTheWorker(options, logger);
  const { databaseUrl, schema } = options.postgres;
  const key = advisoryLockKey(schema, 'shared-jobs');
  const retryMs = options.retryMs ?? DEFAULT_WORKER_RETRY_MS;

  let connection: DedicatedClient | undefined;
  let jobs: WorkerJobs | undefined;
  let worker = false;
  let stopped = false;
  let unreachableSaid = false;
  /** After stepping down, no try before this: a healthy instance gets the first chance. */
  let holdOffUntil = 0;
  let wake: (() => void) | undefined;
  let woken = false;
  const nudge = (): void => {
    woken = true;
    wake?.();
  };

  const stepDown = async (reason: string, graceful: boolean): Promise<void> => {
    const wasWorker = worker;
    worker = false;
    const running = jobs;
    jobs = undefined;
    if (wasWorker) {
      holdOffUntil = Date.now() + 2 * retryMs;
      const message = `This instance is no longer the worker (${reason}); stopping the shared jobs`;
      if (graceful) logger.info({ reason }, message);
      else logger.warn({ reason }, message);
    }
    await running?.stop().catch((error: unknown) => logger.warn({ err: error }, 'Stopping the shared jobs failed'));
    const held = connection;
    connection = undefined;
    // After the jobs have stopped, so two workers never overlap on a graceful hand-over.
    if (graceful && wasWorker) await held?.client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    await closeQuietly(held);
  };

  const attempt = async (atStartup: boolean): Promise<void> => {
    try {
      if (worker) {
        await connection?.client.query('select 1');
        return;
      }
      if (Date.now() < holdOffUntil) return;
      // A worker's connection failing is handled at once; a contender's at its next try.
      connection ??= await openDedicatedClient({
        databaseUrl,
        role: 'jobs',
        logger,
        onLost: () => {
          if (worker) nudge();
        },
      });
      const { rows } = await connection.client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      unreachableSaid = false;
      if (!rows[0]?.locked) return;
    } catch (error) {
      if (worker || !unreachableSaid)
        logger.warn({ err: error }, worker ? 'The worker lost its database connection' : 'Cannot reach PostgreSQL to elect the worker; retrying');
      unreachableSaid = !worker;
      await stepDown('its database connection failed', false);
      return;
    }
    worker = true;
    logger.info({ schema, pid: connection.pid }, 'This instance is now the worker: it runs the shared jobs');
    try {
      jobs = await options.onElected({ atStartup });
    } catch (error) {
      await stepDown('its jobs failed to start', true);
      if (atStartup) throw error;
      logger.error({ err: error }, 'Starting the shared jobs failed; another try at the next interval');
    }
  };

  const sleep = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => wake?.(), retryMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        woken = false;
        resolve();
      };
      if (woken) wake();
    });

  await attempt(true);
  const loop = (async () => {
    while (!stopped) {
      await sleep();
      if (!stopped) await attempt(false);
    }
    await stepDown('shutting down', true);
  })();

  return {
    isWorker: () => worker,
    backendPid: () => connection?.pid,
    stop: async () => {
      stopped = true;
      nudge();
      await loop;
    },
  };
}

/** PGlite: the single process runs the jobs from start to stop. */
async function alwaysTheWorker(options: JobLeadershipOptions, logger: Logger): Promise<JobLeadership> {
  const jobs = await options.onElected({ atStartup: true });
  logger.debug('Single-process database: this instance runs the shared jobs');
  let stopping: Promise<void> | undefined;
  return {
    isWorker: () => stopping === undefined,
    backendPid: () => undefined,
    stop: () => (stopping ??= jobs.stop()),
  };
}

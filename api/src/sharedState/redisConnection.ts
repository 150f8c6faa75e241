import { createClient, type RedisClientType } from 'redis';
import { type Logger } from '../logger';
import { createOutageLog } from './outageLog';

export type RedisClient = RedisClientType;

/** A command unanswered after this fails (and a rate limit lets the request through) rather than holding the request. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to at most this, forever: Redis coming back must be noticed within it. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 1_000;
const CLOSE_GRACE_MS = 1_000;

export interface RedisConnection {
  /** Commands: rate-limit counts and PUBLISH. Fails fast while disconnected (no offline queue). */
  client: RedisClient;
  /**
   * A raw command on `client` that fails after the command timeout. node-redis's own
   * timeout stops once a command is written, so a Redis that accepts and never answers
   * would hold the request.
   */
  sendCommand(args: string[]): Promise<unknown>;
  /** SUBSCRIBE only (a subscribed connection takes no other commands). */
  subscriber: RedisClient;
  /** Waits for pending commands up to a second, then drops the sockets; never hangs. */
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  url: string;
  logger: Logger;
  commandTimeoutMs?: number;
}

/**
 * Opens both connections in the background: start-up never waits for Redis,
 * and a Redis that is down (now or later) is retried for as long as the
 * process runs. Each outage is logged once per connection, not per attempt.
 */
export function openRedisConnection(options: RedisConnectionOptions): RedisConnection {
  const client: RedisClient = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, REDIS_MAX_RECONNECT_DELAY_MS) },
  });
  // The subscriber keeps its offline queue: SUBSCRIBE is re-sent by the client itself after a reconnect.
  const subscriber = client.duplicate({ disableOfflineQueue: false });
  const clients = [
    { name: 'commands', client },
    { name: 'subscriber', client: subscriber },
  ];
  for (const { name, client: each } of clients) {
    watchOutages(each, name, options.logger);
    // connect() retries until it succeeds and rejects only when close() interrupts it.
    each.connect().catch(() => undefined);
  }
  let closing: Promise<void> | undefined;
  const timeoutMs = options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  return {
    client,
    subscriber,
    sendCommand: (args) => withDeadline(client.sendCommand(args), timeoutMs),
    close: () => (closing ??= Promise.all(clients.map(({ client: each }) => closeClient(each))).then(() => undefined)),
  };
}

/** The 'error' listener every client needs (an unhandled 'error' event ends the process). */
function watchOutages(client: RedisClient, name: string, logger: Logger): void {
  const outage = createOutageLog(
    logger,
    { lost: `Redis connection (${name}) lost; retrying in the background`, back: `Redis connection (${name}) is back` },
    { connection: name },
  );
  client.on('error', (error: unknown) => outage.failed(error));
  client.on('ready', () => outage.recovered());
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function closeClient(client: RedisClient): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    if (client.isReady) {
      await Promise.race([client.close(), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
    }
  } catch {
    // Already closed, or the connection broke while closing: destroy() below finishes the job.
  } finally {
    clearTimeout(timer);
    client.destroy();
  }
}

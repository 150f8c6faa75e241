import { type Logger } from '../logger';
import { DATA_CHANGE_CHANNEL } from '../db/dataChanges';
import { closeQuietly, openDedicatedClient, type DedicatedClient } from './dedicatedClient';

/** What the data version watcher needs: changes pushed, and whether they are arriving. */
export interface DataChangeNotices {
  /** True while the LISTEN connection is up: polling is unnecessary. */
  isListening(): boolean;
  /** Calls `onChange` on every change announced for this schema; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export interface DataChangeListener extends DataChangeNotices {
  /** The backend of the LISTEN connection (tests terminate it). */
  backendPid(): number | undefined;
  /** Stops listening and reconnecting. Idempotent. */
  close(): Promise<void>;
}

export interface DataChangeListenerOptions {
  databaseUrl: string;
  /** Only changes announced for this schema count (see announceDataChange). */
  schema: string;
  logger: Logger;
  /** Reconnecting waits this long at first, doubling up to maxDelayMs. */
  reconnect?: { firstDelayMs?: number; maxDelayMs?: number };
}

/**
 * One connection of its own LISTENs on the data-change channel and tells the
 * subscribers (cache invalidation) of every import or recompute committed by
 * any instance or the import tool. When the connection drops, the watcher
 * falls back to polling (isListening() is false) while this reconnects with
 * backoff; once back, subscribers are told once, for what the gap may have
 * hidden. Resolves after the first try, connected or not.
 */
export async function listenForDataChanges(options: DataChangeListenerOptions): Promise<DataChangeListener> {
  const { databaseUrl, schema } = options;
  const logger = options.logger.child({ component: 'data-changes' });
  const firstDelayMs = options.reconnect?.firstDelayMs ?? 500;
  const maxDelayMs = options.reconnect?.maxDelayMs ?? 30_000;
  const subscribers = new Set<() => void>();
  let client: DedicatedClient | undefined;
  let closed = false;
  let delayMs = firstDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let hadConnection = false;

  const tell = (): void => {
    for (const onChange of subscribers) {
      try {
        onChange();
      } catch (error) {
        logger.warn({ err: error }, 'A data-change subscriber failed');
      }
    }
  };

  const reconnectLater = (): void => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  };

  const lost = (): void => {
    if (closed) return;
    const dropped = client;
    client = undefined;
    void closeQuietly(dropped);
    if (dropped !== undefined) logger.warn('Lost the LISTEN connection: checking the data version by polling until it is back');
    reconnectLater();
  };

  const connect = async (): Promise<void> => {
    let opened: DedicatedClient | undefined;
    try {
      const onLost = (): void => {
        if (opened !== undefined && opened === client) lost();
      };
      opened = await openDedicatedClient({ databaseUrl, role: 'listen', logger, onLost });
      opened.client.on('notification', (message) => {
        if (message.channel === DATA_CHANGE_CHANNEL && message.payload === schema) tell();
      });
      await opened.client.query(`listen ${DATA_CHANGE_CHANNEL}`);
    } catch (error) {
      await closeQuietly(opened);
      logger.warn({ err: error, retryInMs: delayMs }, 'Cannot LISTEN for data changes; polling the data version meanwhile');
      reconnectLater();
      return;
    }
    if (closed) return closeQuietly(opened);
    client = opened;
    delayMs = firstDelayMs;
    if (hadConnection) {
      logger.info('LISTEN connection back: data changes are pushed again, polling stopped');
      tell(); // an import committed while nobody listened is otherwise noticed only by polling
    } else {
      logger.info({ schema, channel: DATA_CHANGE_CHANNEL }, 'Listening for data changes');
    }
    hadConnection = true;
  };

  await connect();
  return {
    isListening: () => client !== undefined,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    backendPid: () => client?.pid,
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await closeQuietly(open);
    },
  };
}

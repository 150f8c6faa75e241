import * as z from 'zod';
import { type Logger } from '../logger';
import { createHeartbeat, HeartbeatSchema } from './busHeartbeat';
import { createOutageLog } from './outageLog';
import { type RedisClient } from './redisConnection';

const UserId = z.string().min(1).max(64);
const RESUBSCRIBE_DELAY_MS = 500;

/** What one instance tells the others to forget. Session tokens travel only as their SHA-256 (never usable). */
export const InvalidationSchema = z.discriminatedUnion('kind', [
  /** One session ended (sign-out). */
  z.strictObject({ kind: z.literal('session'), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** Every session of a user ended (sign out everywhere, account deletion). */
  z.strictObject({ kind: z.literal('userSessions'), userId: UserId }),
  /** The user's access changed (upgrade, account deletion). */
  z.strictObject({ kind: z.literal('access'), userId: UserId }),
]);

export type Invalidation = z.infer<typeof InvalidationSchema>;

export interface InvalidationListener {
  onMessage(message: Invalidation): void;
  /** Messages may have been missed (the channel was down): forget everything memoised. */
  onReset(): void;
}

export interface InvalidationBus {
  /** Applies the message in this process at once and tells every other instance. Never throws. */
  publish(message: Invalidation): void;
  subscribe(listener: InvalidationListener): void;
  /** False while messages from other instances may be missed: per-process memos must not be trusted. */
  isLive(): boolean;
}

/** Without Redis: one process, so publishing is applying, and the channel is never down. */
export function createLocalBus(): InvalidationBus {
  const listeners: InvalidationListener[] = [];
  return {
    publish: (message) => deliver(listeners, InvalidationSchema.parse(message)),
    subscribe: (listener) => void listeners.push(listener),
    isLive: () => true,
  };
}

/**
 * Redis pub/sub on one channel. The subscriber connection is dedicated (a
 * subscribed connection takes no other command); node-redis subscribes again
 * after a reconnect, and listeners are reset then, since messages sent during
 * the outage are lost. Live means subscribed, connected and this instance's
 * own heartbeat coming back (busHeartbeat.ts), so a Redis that hangs without
 * closing counts as down too.
 */
export function createRedisBus(options: {
  publisher: RedisClient;
  subscriber: RedisClient;
  channel: string;
  logger: Logger;
  /** The heartbeat's clock (monotonic by default). */
  now?: () => number;
}): InvalidationBus {
  const { publisher, subscriber, channel, logger } = options;
  const listeners: InvalidationListener[] = [];
  const outage = createOutageLog(
    logger,
    {
      lost: 'Invalidation channel down: every session is checked in the database until Redis returns',
      back: 'Invalidation channel is back: sessions are memoised again',
    },
    { channel },
  );
  let subscribed = false;
  let connected = false;
  let live = false;
  const heartbeat = createHeartbeat({
    publish: (raw) => publisher.publish(channel, raw),
    isOpen: () => subscriber.isOpen,
    onTick: () => refresh(),
    now: options.now,
  });
  function refresh(): void {
    const next = subscribed && connected && heartbeat.isFresh();
    if (next === live) return;
    live = next;
    if (next) outage.recovered();
    else outage.failed();
    for (const listener of listeners) listener.onReset();
  }
  // Not on 'end': that is close() at shutdown, not an outage.
  subscriber.on('error', () => {
    connected = false;
    heartbeat.forget();
    refresh();
  });
  subscriber.on('ready', () => {
    connected = true;
    heartbeat.beat();
  });
  // The two connections come up in either order: beat as soon as both can carry it.
  publisher.on('ready', () => heartbeat.beat());
  // Queued until the subscriber connects. If the connection breaks before Redis confirms, nothing is
  // subscribed (node-redis re-subscribes only confirmed channels): try again while the client is open.
  const subscribe = (): void => {
    subscriber
      .subscribe(channel, (raw: string) => receive(raw))
      .then(() => {
        subscribed = true;
        connected = subscriber.isReady;
        heartbeat.beat();
      })
      .catch((error: unknown) => {
        if (!subscriber.isOpen) return; // closed at shutdown
        logger.warn({ err: error, channel }, 'Subscribing to the invalidation channel failed; trying again');
        setTimeout(subscribe, RESUBSCRIBE_DELAY_MS).unref();
      });
  };
  subscribe();

  function receive(raw: string): void {
    const message = parseJson(raw);
    const beat = HeartbeatSchema.safeParse(message);
    if (beat.success) {
      heartbeat.receive(beat.data);
      refresh();
      return;
    }
    const parsed = InvalidationSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn({ channel }, 'Ignored a malformed invalidation message');
      return;
    }
    deliver(listeners, parsed.data, logger);
  }

  return {
    publish(message) {
      const checked = InvalidationSchema.parse(message);
      deliver(listeners, checked, logger);
      publisher.publish(channel, JSON.stringify(checked)).catch((error: unknown) => {
        logger.warn({ err: error, kind: checked.kind }, 'Could not broadcast an invalidation; other instances forget it when their memo expires');
      });
    },
    subscribe: (listener) => void listeners.push(listener),
    isLive() {
      refresh(); // the heartbeat may have gone quiet since the last tick
      return live;
    },
  };
}

function deliver(listeners: readonly InvalidationListener[], message: Invalidation, logger?: Logger): void {
  for (const listener of listeners) {
    try {
      listener.onMessage(message);
    } catch (error) {
      // One faulty listener must not keep the others (or other instances) from forgetting.
      if (!logger) throw error;
      logger.error({ err: error, kind: message.kind }, 'An invalidation listener failed');
    }
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

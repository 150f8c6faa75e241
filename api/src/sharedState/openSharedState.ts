import { type RedisSettings } from '../config/redisSettings';
import { type Logger } from '../logger';
import { createLocalBus, createRedisBus, type InvalidationBus } from './invalidationBus';
import { createRedisRateLimits, type RateLimitBackend } from './rateLimitStore';
import { openRedisConnection, type RedisConnectionOptions } from './redisConnection';

/** What instances share (docs/shared-state.md); createApp takes it as `sharedState`. */
export interface SharedState {
  /** Session revocations and access changes, applied by every instance. */
  invalidations: InvalidationBus;
  /** Shared rate-limit counts; undefined keeps them in this process's memory. */
  rateLimits: RateLimitBackend | undefined;
}

export interface RedisSharedState extends SharedState {
  /** Closes both Redis connections; never hangs (call after the HTTP server has closed). */
  close(): Promise<void>;
}

/** The embedded default: nothing shared, nothing to connect to. */
export function localSharedState(): SharedState {
  return { invalidations: createLocalBus(), rateLimits: undefined };
}

/**
 * Connects to Redis in the background (start-up never waits for it): until it
 * answers, rate limits let requests through and sessions are checked in the
 * database on every request.
 */
export function openSharedState(settings: RedisSettings, logger: Logger, options: Pick<RedisConnectionOptions, 'commandTimeoutMs'> = {}): RedisSharedState {
  const connection = openRedisConnection({ url: settings.url, logger, ...options });
  return {
    invalidations: createRedisBus({
      publisher: connection.client,
      subscriber: connection.subscriber,
      channel: `${settings.prefix}invalidations`,
      logger,
    }),
    rateLimits: createRedisRateLimits({ sendCommand: connection.sendCommand, prefix: settings.prefix, logger }),
    close: () => connection.close(),
  };
}

import { ConfigError } from './configError';

/** Shared state for several API instances (docs/shared-state.md). */
export interface RedisSettings {
  /** redis:// or rediss:// URL (may hold a password: never logged). */
  url: string;
  /** Put before every key and channel name, so several deployments (or test runs) can share one Redis. */
  prefix: string;
}

export const DEFAULT_REDIS_PREFIX = 'conviction:';
const PREFIX_SHAPE = /^[A-Za-z0-9:._-]{1,64}$/;

/** REDIS_URL unset: no Redis, every instance keeps its own state (the embedded default). */
export function parseRedisSettings(url: string | undefined, prefix: string | undefined): RedisSettings | undefined {
  if (prefix !== undefined && !PREFIX_SHAPE.test(prefix)) {
    throw new ConfigError('Invalid environment: REDIS_PREFIX: must be 1 to 64 letters, digits or ":._-" (such as conviction:)');
  }
  if (url === undefined) return undefined;
  const protocol = protocolOf(url);
  // The error never repeats the value, which may hold a password.
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError('Invalid environment: REDIS_URL: must be a redis:// or rediss:// URL (such as redis://127.0.0.1:6379)');
  }
  return { url, prefix: prefix ?? DEFAULT_REDIS_PREFIX };
}

/** 'redis:' for redis://…; undefined for something that is not a URL. */
export function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

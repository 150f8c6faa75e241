import { type ClientRateLimitInfo, type Logger as LimiterLogger, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { type Logger } from '../logger';
import { createOutageLog, type OutageLog } from './outageLog';
import { type RedisConnection } from './redisConnection';

/** What a limiter needs to count in Redis and to let requests through while Redis is away. */
export type SharedLimiterOptions = Pick<Options, 'store' | 'passOnStoreError' | 'logger'>;

export interface RateLimitBackend {
  /** Options for one limiter; `name` keeps its counts apart (`<prefix>rl:<name>:<key>`). */
  limiterOptions(name: string): SharedLimiterOptions;
}

/**
 * Rate-limit counts shared by every instance. When Redis is unreachable the
 * limiters fail open (passOnStoreError): people are served, unlimited, and one
 * warning is logged per outage; counting resumes when Redis answers again.
 */
export function createRedisRateLimits(options: { sendCommand: RedisConnection['sendCommand']; prefix: string; logger: Logger }): RateLimitBackend {
  const outage = createOutageLog(options.logger, {
    lost: 'Rate limits are not enforced: Redis is unreachable (requests are served until it returns)',
    back: 'Rate limits are enforced again (Redis answers)',
  });
  const limiterLogger: LimiterLogger = {
    warn: (error, message) => options.logger.warn({ err: error }, message ?? 'express-rate-limit warning'),
    // Store errors are already reported once per outage; other errors (misconfiguration) are logged as such.
    error: (error, message) => {
      if (message?.includes('error from store')) options.logger.debug({ err: error }, message);
      else options.logger.error({ err: error }, message ?? 'express-rate-limit error');
    },
  };
  const sendCommand = (...args: string[]) => options.sendCommand(args) as Promise<RedisReply>;
  return {
    limiterOptions: (name) => ({
      store: new FailOpenRedisStore(new RedisStore({ sendCommand, prefix: `${options.prefix}rl:${name}:` }), outage),
      passOnStoreError: true,
      logger: limiterLogger,
    }),
  };
}

/**
 * RedisStore loads its Lua scripts once, in init(); if Redis is down then (or
 * restarts empty later) every count would fail for good. This wrapper loads
 * them at the first count and again after any failure.
 */
class FailOpenRedisStore implements Store {
  private options: Options | undefined;
  private scripts: Promise<void> | undefined;

  constructor(
    private readonly inner: RedisStore,
    private readonly outage: OutageLog,
  ) {}

  /** Read by express-rate-limit's double-count check, which tells stores apart by it. */
  get prefix(): string {
    return this.inner.prefix;
  }

  init(options: Options): void {
    this.options = options;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.run(() => this.inner.increment(key));
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.run(() => this.inner.get(key));
  }

  decrement(key: string): Promise<void> {
    return this.run(() => this.inner.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.run(() => this.inner.resetKey(key));
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      if (this.options === undefined) throw new Error('The rate-limit store was used before express-rate-limit initialised it');
      await (this.scripts ??= this.inner.init(this.options));
      const result = await work();
      this.outage.recovered();
      return result;
    } catch (error) {
      this.scripts = undefined;
      this.outage.failed(error);
      throw error;
    }
  }
}

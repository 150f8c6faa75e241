import { capturingLogger, silentLogger } from '../testing/fixtures';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy';
import { createLocalBus, createRedisBus, type Invalidation, type InvalidationBus } from './invalidationBus';
import { type RedisClient } from './redisConnection';
import { openRedisConnection, type RedisConnection } from './redisConnection';
import { describeWithRedis, eventually, randomRedisPrefix, rawRedisClient, redisUrlVia, TEST_REDIS_URL, testRedisTarget } from './testing/testRedis';

const signOut: Invalidation = { kind: 'session', tokenHash: 'a'.repeat(64) };

function recorder(bus: InvalidationBus) {
  const messages: Invalidation[] = [];
  let resets = 0;
  bus.subscribe({ onMessage: (message) => messages.push(message), onReset: () => (resets += 1) });
  return { messages, resets: () => resets };
}

describe('local invalidation bus (no Redis)', () => {
  it('applies a message in this process at once and is always live', () => {
    const bus = createLocalBus();
    const seen = recorder(bus);
    bus.publish({ kind: 'access', userId: 'u-1' });
    expect(seen.messages).toEqual([{ kind: 'access', userId: 'u-1' }]);
    expect(bus.isLive()).toBe(true);
  });

  it('refuses to publish a malformed message', () => {
    expect(() => createLocalBus().publish({ kind: 'session', tokenHash: 'not-a-hash' })).toThrow();
  });
});

/**
 * An in-memory stand-in for the two Redis connections. freeze() is a Redis
 * that hangs without closing: PUBLISH is not answered and nothing is
 * delivered, while both connections still look ready; thaw() works through
 * what waited, in order.
 */
function fakeRedis() {
  const subscribers: Array<(raw: string) => void> = [];
  let frozen = false;
  const waiting: Array<() => void> = [];
  const base = { isReady: true, isOpen: true, on: () => undefined };
  const publisher = {
    ...base,
    publish(_channel: string, raw: string): Promise<number> {
      return new Promise<number>((resolve) => {
        const handle = () => {
          subscribers.forEach((deliver) => deliver(raw));
          resolve(subscribers.length);
        };
        if (frozen) waiting.push(handle);
        else queueMicrotask(handle);
      });
    },
  };
  const subscriber = {
    ...base,
    subscribe(_channel: string, deliver: (raw: string) => void): Promise<void> {
      subscribers.push(deliver);
      return Promise.resolve();
    },
  };
  return {
    publisher: publisher as unknown as RedisClient,
    subscriber: subscriber as unknown as RedisClient,
    freeze: () => (frozen = true),
    thaw() {
      frozen = false;
      for (const handle of waiting.splice(0)) handle();
    },
  };
}

describe('Redis invalidation bus: liveness from its own heartbeat', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());
  /** The session memo's lifetime: the bus must own up to a hung Redis within it. */
  const MEMO_TTL_MS = 5_000;

  it('is live once its heartbeat comes back, and not once Redis hangs (no error, no close)', async () => {
    const redis = fakeRedis();
    const bus = createRedisBus({ ...redis, channel: 'c', logger: silentLogger(), now: () => Date.now() });
    const seen = recorder(bus);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(bus.isLive()).toBe(true);
    const resetsBefore = seen.resets();

    redis.freeze();
    await jest.advanceTimersByTimeAsync(MEMO_TTL_MS);
    expect(bus.isLive()).toBe(false);
    expect(seen.resets()).toBeGreaterThan(resetsBefore);

    redis.thaw();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(bus.isLive()).toBe(true);
  });
});

describeWithRedis('Redis invalidation bus', () => {
  const channel = `${randomRedisPrefix()}invalidations`;
  const opened: RedisConnection[] = [];
  const open = (url = TEST_REDIS_URL!, logger = silentLogger()) => {
    const connection = openRedisConnection({ url, logger });
    opened.push(connection);
    return createRedisBus({ publisher: connection.client, subscriber: connection.subscriber, channel, logger });
  };
  afterAll(() => Promise.all(opened.map((connection) => connection.close())));

  it('delivers a message published on one instance to another (and to itself) within 100 ms', async () => {
    const a = open();
    const b = open();
    const onA = recorder(a);
    const onB = recorder(b);
    await eventually(() => a.isLive() && b.isLive(), 5_000);
    a.publish(signOut);
    expect(onA.messages).toEqual([signOut]); // applied here before any round trip
    await eventually(() => onB.messages.length === 1, 100);
    expect(onB.messages).toEqual([signOut]);
  });

  it('ignores malformed messages, with a warning, and keeps delivering good ones', async () => {
    const { logger, lines } = capturingLogger();
    const bus = open(TEST_REDIS_URL, logger);
    const seen = recorder(bus);
    await eventually(() => bus.isLive(), 5_000);
    const raw = await rawRedisClient();
    try {
      for (const bad of ['not json', '{"kind":"session","tokenHash":"short"}', '{"kind":"drop-tables"}', '[]', '{"kind":"access","userId":"u","extra":1}']) {
        await raw.publish(channel, bad);
      }
      await raw.publish(channel, JSON.stringify({ kind: 'userSessions', userId: 'u-9' }));
    } finally {
      raw.destroy();
    }
    await eventually(() => seen.messages.length > 0, 1_000);
    expect(seen.messages).toEqual([{ kind: 'userSessions', userId: 'u-9' }]);
    expect(lines().filter((line) => line.msg === 'Ignored a malformed invalidation message')).toHaveLength(5);
  });

  describe('when Redis goes away and comes back', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      proxy = await startTcpProxy(testRedisTarget());
    });
    afterAll(() => proxy.close());

    it('is not live during the outage (warned once), resets its listeners, then resumes', async () => {
      const { logger, lines } = capturingLogger();
      const bus = open(redisUrlVia(proxy.port), logger);
      const seen = recorder(bus);
      const other = open();
      await eventually(() => bus.isLive() && other.isLive(), 5_000);
      const resetsBefore = seen.resets();

      proxy.cut();
      await eventually(() => !bus.isLive(), 2_000);
      expect(seen.resets()).toBeGreaterThan(resetsBefore);
      await new Promise((resolve) => setTimeout(resolve, 300)); // several failed reconnects
      const warnings = lines().filter((line) => line.msg.startsWith('Invalidation channel down'));
      expect(warnings).toHaveLength(1);

      proxy.restore();
      await eventually(() => bus.isLive(), 5_000);
      other.publish({ kind: 'access', userId: 'u-after' });
      await eventually(() => seen.messages.some((message) => message.kind === 'access' && message.userId === 'u-after'), 1_000);
      expect(lines().some((line) => line.msg.startsWith('Invalidation channel is back'))).toBe(true);
    });

    it('is not live within the memo lifetime when Redis hangs (connections open, nothing answered), then resumes', async () => {
      const bus = open(redisUrlVia(proxy.port));
      const seen = recorder(bus);
      await eventually(() => bus.isLive(), 5_000);
      const resetsBefore = seen.resets();

      proxy.hang();
      const hungFor = await eventually(() => !bus.isLive(), 15_000);
      console.info(`A hung Redis stopped the memo after ${hungFor} ms`);
      expect(seen.resets()).toBeGreaterThan(resetsBefore);

      proxy.restore();
      await eventually(() => bus.isLive(), 10_000);
    }, 30_000);
  });
});

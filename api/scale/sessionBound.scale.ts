import { startTcpProxy, type TcpProxy } from '../src/testing/tcpProxy';
import { sessionValid, signIn, signOut, type SignedIn } from './client';
import { describeWithServices, eventually, instancePair, services, type Pair } from './harness';
import { type Instance } from './instances';

/** docs/accounts.md promises a session refused everywhere within 5 s of its end; this is only the tests' deadline. */
const DEADLINE_MS = 20_000;
const POLL_TIMEOUT_MS = DEADLINE_MS + 30_000;

/**
 * The session memo's bound (docs/shared-state.md) on two compiled instances,
 * each reaching Redis through its own TCP proxy so one can hang while the
 * other keeps working. The session is polled all along: a memo that a hit
 * extended would never ask the database again.
 */
describeWithServices('a session ends on every instance within the memo bound', () => {
  const proxies: Partial<Record<'a' | 'b', TcpProxy>> = {};
  beforeAll(async () => {
    const redis = new URL(services!.redisUrl);
    const target = { host: redis.hostname, port: Number(redis.port || 6379) };
    [proxies.a, proxies.b] = await Promise.all([startTcpProxy(target), startTcpProxy(target)]);
  });
  afterAll(() => Promise.all(Object.values(proxies).map((proxy) => proxy.close())));
  const pair = instancePair({}, (name) => {
    const url = new URL(services!.redisUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxies[name]!.port);
    return { REDIS_URL: url.toString() };
  });

  /** Polls until the session is refused; the milliseconds it took, or null by the deadline. */
  async function refusedAfter(instance: Instance, user: SignedIn, everyMs: number): Promise<number | null> {
    const startedAt = performance.now();
    const refused = await eventually(async () => !(await sessionValid(instance.baseUrl, user)), DEADLINE_MS, everyMs);
    return refused ? Math.round(performance.now() - startedAt) : null;
  }

  it(
    '(g) refuses on B, while it is polled every second, a session row deleted directly in PostgreSQL',
    async () => {
      const user = await signIn(pair.a.baseUrl, 'deleted-row@scale.test');
      const scansBefore = await sessionIndexScans(pair);
      let requests = 0;
      for (let second = 0; second < 12; second += 1) {
        expect(await sessionValid(pair.b.baseUrl, user)).toBe(true);
        requests += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      const scans = (await sessionIndexScans(pair)) - scansBefore;
      // Each lookup scans the sessions index twice (the activity update and the select); statistics lag about a second.
      console.info(`B, polled every second: ${requests} requests, about ${scans / 2} session lookups in the database`);

      await pair.run.pool.query('delete from sessions where user_id = $1', [user.userId]);
      const afterMs = await refusedAfter(pair.b, user, 1_000);
      console.info(`A session row deleted in PostgreSQL was refused on B after ${afterMs} ms of polling every second`);
      expect({ refused: afterMs !== null, afterMs }).toMatchObject({ refused: true });
    },
    POLL_TIMEOUT_MS,
  );

  it.each([
    ['B (the instance asked)', 'b'],
    ['A (the instance signing out)', 'a'],
  ] as const)(
    '(h) refuses on B a session signed out on A while Redis hangs for %s',
    async (_label, hung) => {
      const user = await signIn(pair.a.baseUrl, `hung-${hung}@scale.test`);
      expect(await sessionValid(pair.b.baseUrl, user)).toBe(true); // memoised on B
      proxies[hung]!.hang();
      try {
        expect((await signOut(pair.a.baseUrl, user)).status).toBe(200);
        const afterMs = await refusedAfter(pair.b, user, 100);
        console.info(`Redis hung for ${hung.toUpperCase()}: a sign-out on A was refused on B after ${afterMs} ms of polling every 100 ms`);
        expect({ refused: afterMs !== null, afterMs }).toMatchObject({ refused: true });
      } finally {
        proxies[hung]!.restore();
      }
      // Both instances still serve sessions once Redis answers again.
      const next = await signIn(pair.a.baseUrl, `after-hang-${hung}@scale.test`);
      expect(await sessionValid(pair.b.baseUrl, next)).toBe(true);
    },
    POLL_TIMEOUT_MS,
  );
});

/** Index scans of the run's sessions table so far (PostgreSQL's statistics, flushed about once a second). */
async function sessionIndexScans(pair: Pair): Promise<number> {
  const { rows } = await pair.run.pool.query<{ n: string }>(
    `select coalesce(idx_scan, 0)::text as n from pg_stat_user_tables where schemaname = $1 and relname = 'sessions'`,
    [pair.run.schema],
  );
  return Number(rows[0]?.n ?? 0);
}

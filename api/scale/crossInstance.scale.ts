import { accessSummary, research, signIn, signOut, stockList, summaryAnswer, type Company } from './client';
import { describeWithServices, eventually, instancePair, PAIR_START_TIMEOUT_MS } from './harness';
import { loggedWorker, parseEntries, WORKER_LOG_MESSAGE, type Instance } from './instances';

const RESEARCH_PER_MINUTE = 6;
/** Analyses made stale (older engine version) before the two instances restart together. */
const STALE_ANALYSES = 60;
/** How long a surviving instance may take to take over the shared jobs after the worker dies. */
const TAKEOVER_MS = 30_000;

/** What needs the PostgreSQL coordination and the Redis shared state across instances (issue 17). */
describeWithServices('two instances sharing PostgreSQL coordination and Redis state', () => {
  const pair = instancePair({ RATE_LIMIT_RESEARCH_PER_MINUTE: String(RESEARCH_PER_MINUTE) });
  let companies: Company[];

  beforeAll(async () => {
    companies = await stockList(pair.a.baseUrl);
  });

  it('(b) share the research rate limit: alternating A and B, the 429 comes at exactly the shared count', async () => {
    const user = await signIn(pair.a.baseUrl, 'hasty@scale.test');
    const company = companies[0]!; // re-researching one company is never refused by the quota
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RESEARCH_PER_MINUTE + 2; i += 1) {
      statuses.push((await research((i % 2 === 0 ? pair.a : pair.b).baseUrl, user, company)).status);
    }
    const expected = [...Array<number>(RESEARCH_PER_MINUTE).fill(200), ...Array<number>(RESEARCH_PER_MINUTE + 2).fill(429)];
    expect(statuses).toEqual(expected);
  });

  it('(c) refuse on B, within 2 s, a session signed out on A', async () => {
    const user = await signIn(pair.a.baseUrl, 'leaver@scale.test');
    // B has resolved (and may have cached) the session just before the sign-out.
    expect((await summaryAnswer(pair.b.baseUrl, user)).status).toBe(200);
    expect((await signOut(pair.a.baseUrl, user)).status).toBe(200);
    expect((await summaryAnswer(pair.a.baseUrl, user)).status).toBe(401);
    const startedAt = performance.now();
    const refusedOnB = await eventually(async () => (await summaryAnswer(pair.b.baseUrl, user)).status === 401, 2_000);
    expect({ refusedOnB, withinMs: refusedOnB ? Math.round(performance.now() - startedAt) : null }).toMatchObject({ refusedOnB: true });
    // And B keeps refusing it (no cached copy comes back).
    expect((await summaryAnswer(pair.b.baseUrl, user)).status).toBe(401);
    expect((await accessSummary(pair.b.baseUrl, await signIn(pair.b.baseUrl, 'stayer@scale.test'))).access_count).toBe(0);
  });

  it(
    '(e) started together on stale analyses, recompute each stale analysis once',
    async () => {
      await Promise.all(pair.both().map((instance) => instance.stop()));
      const { pool } = pair.run;
      await pool.query(
        `update analyses set engine_version = 'scale-test-old' where company_id in (` +
          `select company_id from analyses order by company_id limit ${STALE_ANALYSES})`,
      );
      // Every write to analyses from now on is counted, whichever instance makes it.
      await pool.query('create table scale_analysis_writes (company_id text not null)');
      await pool.query(`create function scale_count_analysis_write() returns trigger language plpgsql as $$
        begin insert into scale_analysis_writes values (new.company_id); return new; end $$`);
      await pool.query('create trigger scale_count_writes after insert or update on analyses for each row execute function scale_count_analysis_write()');

      await pair.restart();
      // A worker may refresh after it listens: wait until nothing is stale, then a little longer for stragglers.
      const settled = await eventually(
        async () => (await pool.query<{ n: number }>(`select count(*)::int as n from analyses where engine_version = 'scale-test-old'`)).rows[0]!.n === 0,
        60_000,
        250,
      );
      expect(settled).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const { rows } = await pool.query<{ writes: number; companies: number }>(
        'select count(*)::int as writes, count(distinct company_id)::int as companies from scale_analysis_writes',
      );
      // The database is the judge; each instance's own report is shown alongside for diagnosis.
      const computedPerInstance = pair.both().map((instance) => computedInLogs(instance));
      expect({ ...rows[0], computedPerInstance }).toMatchObject({ writes: STALE_ANALYSES, companies: STALE_ANALYSES });
      await pool.query('drop trigger scale_count_writes on analyses');
    },
    PAIR_START_TIMEOUT_MS + 90_000,
  );

  it(
    `(f) elect one worker ('${WORKER_LOG_MESSAGE}') and hand its jobs to the other when it is SIGKILLed`,
    async () => {
      const electedOne = await eventually(() => pair.both().filter(loggedWorker).length === 1, 15_000);
      expect({
        electedOne,
        workers: pair
          .both()
          .filter(loggedWorker)
          .map((i) => i.name),
      }).toMatchObject({ electedOne: true });
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // never two
      expect(pair.both().filter(loggedWorker)).toHaveLength(1);

      const worker = pair.both().find(loggedWorker)!;
      const survivor = worker === pair.a ? pair.b : pair.a;
      await worker.kill();
      const startedAt = performance.now();
      const tookOver = await eventually(() => loggedWorker(survivor), TAKEOVER_MS, 200);
      expect({ tookOver, afterMs: Math.round(performance.now() - startedAt) }).toMatchObject({ tookOver: true });
      expect((await summaryAnswer(survivor.baseUrl, await signIn(survivor.baseUrl, 'after-failover@scale.test'))).status).toBe(200);
    },
    TAKEOVER_MS + 30_000,
  );
});

/** Analyses an instance computed at start-up, from its "Analyses refreshed" report (0 when it refreshed none). */
function computedInLogs(instance: Instance): number {
  return parseEntries(instance.output())
    .filter((entry) => typeof entry.computed === 'number' && typeof entry.stale === 'number')
    .reduce((sum, entry) => sum + (entry.computed as number), 0);
}

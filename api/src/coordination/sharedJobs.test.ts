import { listCompaniesNeedingAnalysis } from '../db/analysisRepository';
import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { createFakeAnalyse, FAKE_ENGINE_VERSION, type FakeAnalyse } from '../services/testing/fakeAnalysis';
import { startSharedJobs, workerRetryMsFrom, type SharedJobsOptions } from './sharedJobs';
import { databaseUrl, describeOnPostgres, eventually, postgresEngine, quietLogger } from './testing';

describe.each(testDatabases())('the shared jobs on $name', (engine) => {
  const database = databaseForSuite(engine);
  const start = (fake: FakeAnalyse, options: Partial<SharedJobsOptions> = {}) =>
    startSharedJobs({
      db: database.db,
      engine: { analyse: fake.analyse, version: FAKE_ENGINE_VERSION },
      logger: quietLogger,
      postgres: engine.name === 'postgres' ? { databaseUrl, schema: database.schema } : undefined,
      caches: [],
      startLivePrices: async () => undefined,
      ...options,
    });

  it('are run by the worker elected at start-up, which recomputes stale analyses before start() resolves', async () => {
    await seedDemoIfEmpty(database.db, { count: 6 });
    const fake = createFakeAnalyse();
    let invalidated = 0;
    let livePricesStopped = false;
    const jobs = await start(fake, {
      caches: [{ invalidate: () => (invalidated += 1) }],
      startLivePrices: async () => ({ stop: async () => void (livePricesStopped = true) }),
    });
    try {
      expect(jobs.isWorker()).toBe(true);
      expect(await listCompaniesNeedingAnalysis(database.db, FAKE_ENGINE_VERSION, new Date())).toEqual([]);
      expect(new Set(fake.calls).size).toBe(6);
      expect(invalidated).toBe(1);
    } finally {
      await jobs.stop();
    }
    expect(livePricesStopped).toBe(true);
  });

  it('recompute again on a schedule, not only at start-up', async () => {
    await seedDemoIfEmpty(database.db, { count: 6 });
    const fake = createFakeAnalyse();
    const jobs = await start(fake, { recomputeIntervalMs: 50 });
    try {
      // Stands for any analysis that became stale while the server ran on (a price aged past fresh).
      fake.calls.length = 0; // forget the start-up recompute
      await database.db.deleteFrom('analyses').where('company_id', '=', 'demo:0002').execute();
      await eventually(() => fake.calls.includes('demo:0002'), 10_000, 'the scheduled recompute computes it again');
    } finally {
      await jobs.stop();
    }
    expect(await listCompaniesNeedingAnalysis(database.db, FAKE_ENGINE_VERSION, new Date())).toEqual([]);
  }, 30_000);
});

describeOnPostgres('the shared jobs of two instances on PostgreSQL', () => {
  const database = databaseForSuite(postgresEngine!);

  it('leave stale analyses to the worker; one taking over recomputes them in the background', async () => {
    await seedDemoIfEmpty(database.db, { count: 6 });
    const start = (version: string, analyse = createFakeAnalyse()) =>
      startSharedJobs({
        db: database.db,
        engine: { analyse: analyse.analyse, version },
        logger: quietLogger,
        postgres: { databaseUrl, schema: database.schema },
        retryMs: 200,
        caches: [],
        startLivePrices: async () => undefined,
      });
    const first = await start(FAKE_ENGINE_VERSION);
    // A newer engine starts beside it: not the worker, so it recomputes nothing and starts at once.
    const newer = createFakeAnalyse();
    const second = await start('fake-2', newer);
    try {
      expect([first.isWorker(), second.isWorker()]).toEqual([true, false]);
      expect(newer.calls).toEqual([]);
      await first.stop();
      await eventually(() => second.isWorker(), 5000, 'the second instance takes over');
      await eventually(() => new Set(newer.calls).size === 6, 10_000, 'the new worker recomputes the stale analyses');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(await listCompaniesNeedingAnalysis(database.db, 'fake-2', new Date())).toEqual([]);
  }, 30_000);
});

describe('WORKER_RETRY_MS', () => {
  it('defaults to 5 s, takes whole milliseconds and rejects nonsense', () => {
    expect(workerRetryMsFrom({})).toBe(5000);
    expect(workerRetryMsFrom({ WORKER_RETRY_MS: ' 2000 ' })).toBe(2000);
    expect(() => workerRetryMsFrom({ WORKER_RETRY_MS: '2s' })).toThrow('WORKER_RETRY_MS');
    expect(() => workerRetryMsFrom({ WORKER_RETRY_MS: '10' })).toThrow('WORKER_RETRY_MS');
  });
});

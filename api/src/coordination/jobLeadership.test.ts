import { OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { startJobLeadership, type JobLeadership } from './jobLeadership';
import { databaseUrl, describeOnPostgres, eventually, outsideQuery, postgresEngine, quietLogger } from './testing';

const RETRY_MS = 300;
/** Generous: a busy CI machine. Takeover is due within one retry interval. */
const TAKEOVER_BOUND_MS = RETRY_MS + 3000;

/** A contender whose jobs record when they run. */
function contender(schema: string, name: string, log: string[]): Promise<JobLeadership> {
  return startJobLeadership({
    postgres: { databaseUrl, schema },
    retryMs: RETRY_MS,
    logger: quietLogger,
    onElected: async ({ atStartup }) => {
      log.push(`${name} starts${atStartup ? ' at start-up' : ''}`);
      return { stop: async () => void log.push(`${name} stops`) };
    },
  });
}

describe('job leadership without PostgreSQL', () => {
  it('makes the single process the worker at once, until stopped', async () => {
    const log: string[] = [];
    const leadership = await startJobLeadership({
      logger: quietLogger,
      onElected: async ({ atStartup }) => {
        log.push(`starts${atStartup ? ' at start-up' : ''}`);
        return { stop: async () => void log.push('stops') };
      },
    });
    expect(leadership.isWorker()).toBe(true);
    await leadership.stop();
    await leadership.stop();
    expect(leadership.isWorker()).toBe(false);
    expect(log).toEqual(['starts at start-up', 'stops']);
  });
});

describeOnPostgres('job leadership on PostgreSQL', () => {
  let database: TestDatabase;
  const running: JobLeadership[] = [];
  beforeAll(async () => {
    database = await postgresEngine!.open({ migrate: false });
  }, OPEN_TIMEOUT_MS);
  afterEach(async () => {
    await Promise.all(running.splice(0).map((leadership) => leadership.stop()));
  });
  afterAll(() => database?.close());

  const start = async (name: string, log: string[], schema = database.schema): Promise<JobLeadership> => {
    const leadership = await contender(schema, name, log);
    running.push(leadership);
    return leadership;
  };

  it('makes exactly one of two contenders the worker, and hands over on a graceful stop', async () => {
    const log: string[] = [];
    const [a, b] = await Promise.all([start('a', log), start('b', log)]);
    expect([a.isWorker(), b.isWorker()].filter(Boolean)).toHaveLength(1);
    const [worker, other] = a.isWorker() ? [a, b] : [b, a];
    // Several intervals later, still exactly one.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(worker.isWorker()).toBe(true);
    expect(other.isWorker()).toBe(false);

    await worker.stop();
    await eventually(() => other.isWorker(), TAKEOVER_BOUND_MS, 'the other contender takes over');
    const workerName = worker === a ? 'a' : 'b';
    const otherName = worker === a ? 'b' : 'a';
    // The jobs never overlap: the first stops before the second starts.
    expect(log).toEqual([`${workerName} starts at start-up`, `${workerName} stops`, `${otherName} starts`]);
  }, 30_000);

  it('hands over within the retry interval when the worker dies (its connection closes)', async () => {
    const log: string[] = [];
    const first = await start('first', log);
    const second = await start('second', log);
    expect(first.isWorker()).toBe(true);
    expect(second.isWorker()).toBe(false);

    // What a crash looks like from PostgreSQL: the backend holding the lock goes away.
    await outsideQuery('select pg_terminate_backend($1)', [first.backendPid()]);
    await eventually(() => second.isWorker(), TAKEOVER_BOUND_MS, 'the second contender takes over');
    await eventually(() => !first.isWorker(), TAKEOVER_BOUND_MS, 'the first notices it lost its connection');
    expect(log).toContain('first stops');
    // The first keeps contending on a new connection, and takes over once the second stops.
    await second.stop();
    await eventually(() => first.isWorker(), TAKEOVER_BOUND_MS * 2, 'the first takes over again');
  }, 30_000);

  it('keeps the schemas apart: a contender on another schema is its own worker', async () => {
    const log: string[] = [];
    const here = await start('here', log);
    const elsewhere = await start('elsewhere', log, `${database.schema}_other`);
    expect(here.isWorker()).toBe(true);
    expect(elsewhere.isWorker()).toBe(true);
  });
});

import { type DatabaseHandle } from '../db/createDatabase';
import { migrateToLatest, MIGRATIONS } from '../db/migrations';
import { OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { advisoryLockKey } from './advisoryLockKey';
import { anotherInstance, describeOnPostgres, postgresEngine } from './testing';

describe('advisory lock keys', () => {
  it('are stable, and differ by schema and by purpose', () => {
    expect(advisoryLockKey('public', 'demo-seed')).toBe(advisoryLockKey('public', 'demo-seed'));
    expect(advisoryLockKey('public', 'demo-seed')).not.toBe(advisoryLockKey('test_a', 'demo-seed'));
    expect(advisoryLockKey('public', 'demo-seed')).not.toBe(advisoryLockKey('public', 'shared-jobs'));
    expect(BigInt(advisoryLockKey('public', 'shared-jobs'))).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(BigInt(advisoryLockKey('public', 'shared-jobs'))).toBeLessThan(2n ** 63n);
  });
});

/** Two instances started at once on one empty PostgreSQL schema. */
describeOnPostgres('instances starting together on PostgreSQL', () => {
  let first: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await postgresEngine!.open({ migrate: false });
    second = await anotherInstance(first.schema);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('migrate once: one applies every migration, the other waits and finds none to apply', async () => {
    const reports = await Promise.all([migrateToLatest(first.db), migrateToLatest(second.db)]);
    const applied = reports.map((report) => report.applied.length).sort();
    expect(applied).toEqual([0, Object.keys(MIGRATIONS).length]);
  }, 60_000);

  it('seed the demo universe once: one loads it, the other waits and leaves it', async () => {
    const reports = await Promise.all([seedDemoIfEmpty(first.db), seedDemoIfEmpty(second.db)]);
    expect(reports.map((report) => report.seeded).sort()).toEqual([false, true]);
    const loaded = reports.find((report) => report.seeded)!;
    const { n } = await first.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(loaded.companies);
    expect(loaded.companies).toBeGreaterThan(0);
  }, 120_000);
});

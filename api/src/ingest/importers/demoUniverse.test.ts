import { sql } from 'kysely';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { DEMO_COMPANY_COUNT } from '../../demo/universe';
import { nseListCsv, nseListRow } from '../testing';
import { performImport } from './importService';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const REAL_ID = 'isin:INE002A01018';

describe.each(testDatabases())('demo --reset / --load on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  const demo = (action: 'reset' | 'load', dryRun = false) => performImport({ db: database.db, engine }, { command: 'demo', action, dryRun });
  let userId: string;
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([nseListRow()]));
    expect((await demo('load')).summary.totals.added).toBe(DEMO_COMPANY_COUNT);
    // Someone opened one demo company and one real one.
    const user = await database.db.insertInto('users').values({ email: 'demo-user@example.test', companies_used: 2 }).returning('id').executeTakeFirstOrThrow();
    userId = user.id;
    await database.db
      .insertInto('company_access')
      .values([
        { user_id: userId, company_id: 'demo:0001' },
        { user_id: userId, company_id: REAL_ID },
      ])
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const count = async (where: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from companies where ${sql.raw(where)}`.execute(database.db)).rows[0]?.n);

  it('reports a dry-run reset and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    expect((await demo('reset', true)).summary.totals.removed).toBe(DEMO_COMPANY_COUNT);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('removes the demo universe and the accesses to it, keeping real companies and their accesses', async () => {
    const { summary } = await demo('reset');
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 0, removed: DEMO_COMPANY_COUNT });
    expect(summary.notes[0]).toContain('and 1 access(es) to them');
    expect(await count('is_demo')).toBe(0);
    expect(await count(`id = '${REAL_ID}'`)).toBe(1);
    const accesses = await database.db.selectFrom('company_access').select('company_id').where('user_id', '=', userId).execute();
    expect(accesses).toEqual([{ company_id: REAL_ID }]);
    const user = await database.db.selectFrom('users').select('companies_used').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.companies_used).toBe(1);
    expect((await demo('reset')).summary.notes).toEqual(['There was no demo universe to remove']);
  });

  it(
    'loads the same demo universe again, once',
    async () => {
      const loaded = await demo('load');
      expect(loaded.summary.totals.added).toBe(DEMO_COMPANY_COUNT);
      expect(loaded.analyses?.computed).toBe(DEMO_COMPANY_COUNT);
      expect(await count('is_demo')).toBe(DEMO_COMPANY_COUNT);
      const again = await demo('load');
      expect(again.summary.totals).toEqual({ added: 0, updated: 0, unchanged: DEMO_COMPANY_COUNT, removed: 0 });
      expect(again.summary.notes).toEqual(['The demo universe is already loaded']);
    },
    OPEN_TIMEOUT_MS,
  ); // 1,200 companies written and analysed
});

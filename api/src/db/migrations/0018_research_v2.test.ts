import { sql } from 'kysely';
import { migratorBefore } from '../testing/migratorBefore';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../testing/testDatabases';

// Key order and spacing a jsonb column would change: the stored text must come back as written.
const V2_TEXT = '{"summary":{"rating":"rated","b":1.10,"a":[1, 2]},"meta":{}}';

describe.each(testDatabases())('migration 0018 on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open({ migrate: false });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('adds a nullable text research_v2 beside payload, keeping older rows without it, and drops it on the way down', async () => {
    const { db } = database;
    expect((await (await migratorBefore(db, '0018')).migrateToLatest()).error).toBeUndefined();
    await db.insertInto('companies').values({ id: 'demo:0001', name: 'Older Row Ltd' }).execute();
    await sql`insert into analyses (company_id, engine_version, payload, data_fingerprint, computed_at)
      values ('demo:0001', '1.19.0', '{"company_name":"Older Row Ltd"}', 'f', now())`.execute(db);

    const all = await migratorBefore(db, '0019');
    expect((await all.migrateToLatest()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0018_research_v2', 'Success']]);
    const { rows: columns } = await sql<{ data_type: string; is_nullable: string }>`
      select data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = 'analyses' and column_name = 'research_v2'
    `.execute(db);
    expect(columns).toEqual([{ data_type: 'text', is_nullable: 'YES' }]);
    expect(await db.selectFrom('analyses').select('research_v2').execute()).toEqual([{ research_v2: null }]);

    await db.updateTable('analyses').set({ research_v2: V2_TEXT }).execute();
    expect(await db.selectFrom('analyses').select('research_v2').execute()).toEqual([{ research_v2: V2_TEXT }]);

    expect((await all.migrateDown()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0018_research_v2', 'Success']]);
    const { rows: after } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns
      where table_schema = current_schema() and table_name = 'analyses' and column_name = 'research_v2'
    `.execute(db);
    expect(after).toEqual([{ n: 0 }]);
  });
});

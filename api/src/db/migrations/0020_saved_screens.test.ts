import { sql } from 'kysely';
import { migratorBefore } from '../testing/migratorBefore';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../testing/testDatabases';

describe.each(testDatabases())('migration 0020 on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open({ migrate: false });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('adds saved_screens: one name per user without regard to case, deleted with the user, dropped on the way down', async () => {
    const { db } = database;
    expect((await (await migratorBefore(db, '0020')).migrateToLatest()).error).toBeUndefined();
    const [asha, ravi] = await db
      .insertInto('users')
      .values([
        { email: 'asha@example.test', full_name: null, picture_url: null, premium_until: null },
        { email: 'ravi@example.test', full_name: null, picture_url: null, premium_until: null },
      ])
      .returning('id')
      .execute();

    const all = await migratorBefore(db, '0021');
    expect((await all.migrateToLatest()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0020_saved_screens', 'Success']]);
    const saved = await db
      .insertInto('saved_screens')
      .values({ user_id: asha!.id, name: 'Quality', query: 'ROCE > 20' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.created_at).toBeInstanceOf(Date);
    await expect(db.insertInto('saved_screens').values({ user_id: asha!.id, name: 'QUALITY', query: 'ROCE > 10' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    // Another user may use the same name.
    await db.insertInto('saved_screens').values({ user_id: ravi!.id, name: 'quality', query: 'ROCE > 10' }).execute();

    await db.deleteFrom('users').where('id', '=', asha!.id).execute();
    expect(await db.selectFrom('saved_screens').select('name').execute()).toEqual([{ name: 'quality' }]);

    expect((await all.migrateDown()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0020_saved_screens', 'Success']]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'saved_screens'
    `.execute(db);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

import { sql, type Kysely } from 'kysely';
import { PILLAR_V1_NAMES } from 'shared-types/api';
import { VALUE_WEIGHTS_BY_ID, VALUE_WEIGHTS_BY_V1_NAME } from 'shared-types/testing';
import { type Database } from '../schema';
import { migratorBefore } from '../testing/migratorBefore';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../testing/testDatabases';
import { PILLAR_IDS_BY_V1_NAME_0017 } from './0017_pillar_weight_ids';

const BY_NAME = VALUE_WEIGHTS_BY_V1_NAME;
const BY_ID = VALUE_WEIGHTS_BY_ID;
/** Not a set of weights any API wrote: a hand edit, or a pillar since renamed. Left as it is. */
const UNKNOWN_KEY = { ...BY_NAME, Momentum: 0 };

async function userWith(db: Kysely<Database>, email: string, weights: object | null): Promise<string> {
  const { id } = await db.insertInto('users').values({ email }).returning('id').executeTakeFirstOrThrow();
  const stored = weights === null ? null : sql<Record<string, number>>`${JSON.stringify(weights)}::jsonb`;
  await db.insertInto('user_preferences').values({ user_id: id, lens: 'graham', weights: stored }).execute();
  return id;
}

describe.each(testDatabases())('migration 0017 on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open({ migrate: false });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('rewrites weights saved by v1 name to pillar ids, keeps what it cannot map, and undoes it on the way down', async () => {
    const { db } = database;
    const before = await migratorBefore(db, '0017');
    expect((await before.migrateToLatest()).error).toBeUndefined();
    const users = {
      byName: await userWith(db, 'by-name@example.test', BY_NAME),
      byId: await userWith(db, 'by-id@example.test', BY_ID),
      unknown: await userWith(db, 'unknown@example.test', UNKNOWN_KEY),
      standard: await userWith(db, 'standard@example.test', null),
    };
    const weightsOf = async () => {
      const rows = await db.selectFrom('user_preferences').select(['user_id', 'lens', 'weights']).execute();
      return Object.fromEntries(Object.entries(users).map(([who, id]) => [who, rows.find((row) => row.user_id === id)]));
    };

    const all = await migratorBefore(db, '0018');
    expect((await all.migrateToLatest()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0017_pillar_weight_ids', 'Success']]);
    expect(await weightsOf()).toEqual({
      byName: { user_id: users.byName, lens: 'graham', weights: BY_ID },
      byId: { user_id: users.byId, lens: 'graham', weights: BY_ID },
      unknown: { user_id: users.unknown, lens: 'graham', weights: UNKNOWN_KEY },
      standard: { user_id: users.standard, lens: 'graham', weights: null },
    });

    // Down: an API from before ids reads names again; ids it never wrote become names too.
    expect((await all.migrateDown()).results?.map((r) => [r.migrationName, r.status])).toEqual([['0017_pillar_weight_ids', 'Success']]);
    expect(await weightsOf()).toEqual({
      byName: { user_id: users.byName, lens: 'graham', weights: BY_NAME },
      byId: { user_id: users.byId, lens: 'graham', weights: BY_NAME },
      unknown: { user_id: users.unknown, lens: 'graham', weights: UNKNOWN_KEY },
      standard: { user_id: users.standard, lens: 'graham', weights: null },
    });
  });
});

describe('migration 0017', () => {
  it('maps exactly the v1 names of the contract to their ids (add a migration when that list changes)', () => {
    expect(Object.fromEntries(PILLAR_IDS_BY_V1_NAME_0017)).toEqual(Object.fromEntries(Object.entries(PILLAR_V1_NAMES).map(([id, name]) => [name, id])));
  });
});

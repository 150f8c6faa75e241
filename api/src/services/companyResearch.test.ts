import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { testDatabases, OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { type CompanyDetailsService } from './companyDetails';
import { createCompanyResearch } from './companyResearch';
import { createStockListService } from './stockList';

const NOW = new Date('2026-11-21T09:00:00Z');
const COMPANIES = Array.from({ length: 3 }, (_, i) => ({ id: `test:r${i}`, name: `Research Company ${i}`, code: `RC${i}`, is_demo: true }));
const USER = '00000000-0000-4000-8000-00000000a001';

// The payload itself is not what these tests are about.
const details = {
  served: async (id: string) => ({ json: JSON.stringify({ id }), withoutStatements: false }),
  invalidate: () => undefined,
} as unknown as CompanyDetailsService;

async function accessRows(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('company_access')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', USER)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('company research on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
    await database.db.insertInto('companies').values(COMPANIES).execute();
    await database.db
      .insertInto('users')
      .values({ id: USER, email: 'research@example.test', full_name: null, picture_url: null, premium_until: null })
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('counts a re-opened company again after an import removed its access (the list was replaced)', async () => {
    const stockList = createStockListService(database.db);
    const research = createCompanyResearch({ db: database.db, details, stockList, freeLimit: 1 });
    const first = COMPANIES[0]!;
    await expect(research({ userId: USER, companyId: first.id, name: first.name, now: NOW })).resolves.toMatchObject({ allowed: true });
    await expect(research({ userId: USER, companyId: COMPANIES[1]!.id, name: COMPANIES[1]!.name, now: NOW })).resolves.toMatchObject({ allowed: false });

    // What `demo --reset` does to accesses, followed by the cache invalidation every import runs.
    await database.db.deleteFrom('company_access').where('user_id', '=', USER).execute();
    await database.db.updateTable('users').set({ companies_used: 0 }).where('id', '=', USER).execute();
    stockList.invalidate();

    await expect(research({ userId: USER, companyId: COMPANIES[1]!.id, name: COMPANIES[1]!.name, now: NOW })).resolves.toMatchObject({ allowed: true });
    // Re-opening the first company is a new access now: the limit of one is used up, so it is refused.
    await expect(research({ userId: USER, companyId: first.id, name: first.name, now: NOW })).resolves.toMatchObject({ allowed: false });
    expect(await accessRows(database.db)).toBe(1);
  });
});

import { isDeletedUserReference } from '../db/errors';
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { testDatabases, OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { accessSummary, openCompany } from './companyAccess';

const LIMIT = 5;
const NOW = new Date('2026-11-21T09:00:00Z');
const COMPANIES = Array.from({ length: 60 }, (_, i) => ({ id: `test:${String(i).padStart(3, '0')}`, name: `Test Company ${String(i).padStart(3, '0')}` }));

let userSeq = 0;
async function newUser(db: Kysely<Database>, premiumUntil: Date | null = null): Promise<string> {
  userSeq += 1;
  const id = `00000000-0000-4000-8000-${String(userSeq).padStart(12, '0')}`;
  await db
    .insertInto('users')
    .values({
      id,
      email: `user${userSeq}-${Math.random().toString(36).slice(2)}@example.test`,
      full_name: null,
      picture_url: null,
      premium_until: premiumUntil,
    })
    .execute();
  return id;
}

async function accessRows(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('company_access')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('company access limit on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open({ pool: { max: 20 } });
    await database.db
      .insertInto('companies')
      .values(COMPANIES.map((c) => ({ ...c, code: '', is_demo: true })))
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  const open = (userId: string, companyId: string, now = NOW) => openCompany(database.db, { userId, companyId, freeLimit: LIMIT, now });

  it('lets a free user open the limit of distinct companies, refuses the next, and always allows re-opening', async () => {
    const user = await newUser(database.db);
    for (const company of COMPANIES.slice(0, LIMIT)) await expect(open(user, company.id)).resolves.toEqual({ allowed: true, firstAccess: true });
    await expect(open(user, COMPANIES[LIMIT]!.id)).resolves.toEqual({
      allowed: false,
      accessCount: LIMIT,
      maxAccess: LIMIT,
      message: 'You have reached your company access limit. Please upgrade to premium for unlimited access.',
    });
    await expect(open(user, COMPANIES[0]!.id)).resolves.toEqual({ allowed: true, firstAccess: false });
    expect(await accessRows(database.db, user)).toBe(LIMIT);

    const summary = await accessSummary(database.db, { userId: user, freeLimit: LIMIT, now: NOW });
    expect(summary).toEqual({
      is_premium: false,
      company_names: COMPANIES.slice(0, LIMIT)
        .map((c) => c.name)
        .join(', '),
      companies: COMPANIES.slice(0, LIMIT).map(({ id, name }) => ({ id, name, key: id })), // no symbol, BSE code or ISIN: the id
      access_count: LIMIT,
      max_access: LIMIT,
      remaining_access: 0,
      premium_until: null,
    });
  });

  it('never exceeds the limit under concurrent first accesses', async () => {
    const trials = engine.name === 'postgres' ? 20 : 3;
    for (let trial = 0; trial < trials; trial += 1) {
      const user = await newUser(database.db);
      const results = await Promise.all(COMPANIES.slice(0, 50).map((c) => open(user, c.id)));
      expect(results.filter((r) => r.allowed)).toHaveLength(LIMIT);
      expect(await accessRows(database.db, user)).toBe(LIMIT);
    }
  }, 60_000);

  // Control: the same harness catches the classic check-then-insert race, so the test above can fail.
  (engine.name === 'postgres' ? it : it.skip)('detects the race in a naive check-then-insert (control)', async () => {
    const naive = async (userId: string, companyId: string) => {
      const used = await accessRows(database.db, userId);
      if (used >= LIMIT) return false;
      await database.db
        .insertInto('company_access')
        .values({ user_id: userId, company_id: companyId, first_accessed_at: NOW })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return true;
    };
    let worst = 0;
    for (let trial = 0; trial < 5 && worst <= LIMIT; trial += 1) {
      const user = await newUser(database.db);
      await Promise.all(COMPANIES.slice(0, 50).map((c) => naive(user, c.id)));
      worst = Math.max(worst, await accessRows(database.db, user));
    }
    expect(worst).toBeGreaterThan(LIMIT);
  });

  it('counts 50 concurrent opens of one company once, and lets a user at limit − 1 open exactly one more of 10', async () => {
    const user = await newUser(database.db);
    const same = await Promise.all(Array.from({ length: 50 }, () => open(user, COMPANIES[0]!.id)));
    expect(same.every((r) => r.allowed)).toBe(true);
    expect(await accessRows(database.db, user)).toBe(1);

    for (const company of COMPANIES.slice(1, LIMIT - 1)) await open(user, company.id);
    const race = await Promise.all(COMPANIES.slice(10, 20).map((c) => open(user, c.id)));
    expect(race.filter((r) => r.allowed)).toHaveLength(1);
  });

  it('gives premium users unlimited companies, and the free limit applies again once premium ends', async () => {
    const premiumUntil = new Date(NOW.getTime() + 24 * 3600 * 1000);
    const user = await newUser(database.db, premiumUntil);
    const results = await Promise.all(COMPANIES.slice(0, 20).map((c) => open(user, c.id)));
    expect(results.every((r) => r.allowed)).toBe(true);
    const summary = await accessSummary(database.db, { userId: user, freeLimit: LIMIT, now: NOW });
    expect(summary).toMatchObject({ is_premium: true, access_count: 20, max_access: -1, remaining_access: -1, premium_until: premiumUntil.toISOString() });

    const afterExpiry = new Date(premiumUntil.getTime() + 1000);
    await expect(open(user, COMPANIES[30]!.id, afterExpiry)).resolves.toMatchObject({ allowed: false });
    await expect(open(user, COMPANIES[3]!.id, afterExpiry)).resolves.toEqual({ allowed: true, firstAccess: false });
  });

  it('fails with the foreign-key violation the error mapper answers as unknown_user when the account was deleted meanwhile', async () => {
    const user = await newUser(database.db);
    await database.db.deleteFrom('users').where('id', '=', user).execute();
    const failure: unknown = await open(user, COMPANIES[0]!.id).catch((error: unknown) => error);
    expect(isDeletedUserReference(failure)).toBe(true);
  });
});

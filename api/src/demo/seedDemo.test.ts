import { rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CompanyFacts } from '../analysis/types';
import { loadCompanyFactsBatch } from '../db/companyFactsRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from './seedDemo';
import { generateDemoUniverse, type DemoCompany } from './universe';

const universe = generateDemoUniverse();
const expectedCounts = {
  companies: universe.length,
  financialYears: universe.reduce((sum, company) => sum + company.years.length, 0),
  quarters: universe.reduce((sum, company) => sum + company.quarters.length, 0),
  prices: universe.reduce((sum, company) => sum + company.prices.length, 0),
  guidance: universe.reduce((sum, company) => sum + company.guidance.length, 0),
};

async function tableCounts(database: TestDatabase) {
  const count = async (table: 'companies' | 'financial_years' | 'quarterly_results' | 'prices' | 'management_guidance') =>
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    companies: await count('companies'),
    financialYears: await count('financial_years'),
    quarters: await count('quarterly_results'),
    prices: await count('prices'),
    guidance: await count('management_guidance'),
  };
}

/** What loadCompanyFacts should return for a generated company. */
function expectedFacts(company: DemoCompany): Omit<CompanyFacts, 'sources'> {
  return {
    profile: company.profile,
    years: company.years.map((year) => ({ ...year, periodEnd: `${year.fiscalYear}-03-31` })),
    prices: company.prices,
    guidance: company.guidance.map(({ statedOn: _statedOn, ...record }) => record),
    quarters: company.quarters,
    shortPeriods: [],
  };
}

describe.each(testDatabases())('demo seed on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('leaves a database that already has a company alone', async () => {
    await database.db.insertInto('companies').values({ id: 'isin:INE000A01010', name: 'Real Co Ltd', isin: 'INE000A01010' }).execute();
    expect((await seedDemoIfEmpty(database.db)).seeded).toBe(false);
    expect((await tableCounts(database)).companies).toBe(1);
    await database.db.deleteFrom('companies').execute();
  });

  it('leaves a database emptied on purpose (an import has run, e.g. demo --reset) alone', async () => {
    await database.db
      .insertInto('import_runs')
      .values({ command: 'demo --reset', file: '', added: 0, updated: 0, unchanged: 0, removed: 1200, skipped: 0 })
      .execute();
    expect((await seedDemoIfEmpty(database.db)).seeded).toBe(false);
    expect((await tableCounts(database)).companies).toBe(0);
    await database.db.deleteFrom('import_runs').execute();
  });

  it('loads the whole universe once, even when two callers race', async () => {
    const started = performance.now();
    const reports = await Promise.all([seedDemoIfEmpty(database.db), seedDemoIfEmpty(database.db)]);
    const seconds = (performance.now() - started) / 1000;
    expect(reports.filter((report) => report.seeded)).toHaveLength(1);
    const seeded = reports.find((report) => report.seeded)!;
    expect(seeded).toMatchObject({ ...expectedCounts, seeded: true });
    expect(await tableCounts(database)).toEqual(expectedCounts);
    // Speed targets live in the benchmark; this only catches a pathological regression.
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it('does nothing on the next start', async () => {
    const report = await seedDemoIfEmpty(database.db);
    expect(report).toMatchObject({ seeded: false, companies: 0 });
    expect(await tableCounts(database)).toEqual(expectedCounts);
  });

  it('stores facts that load back exactly as generated, for every archetype', async () => {
    const samples = [...new Map(universe.map((company) => [company.archetype, company])).values()];
    samples.push(universe.find((company) => company.profile.code === '')!);
    const facts = await loadCompanyFactsBatch(
      database.db,
      samples.map((company) => company.profile.id),
    );
    for (const company of samples) {
      const loaded = facts.get(company.profile.id)!;
      expect({ ...loaded, sources: undefined }).toEqual({ ...expectedFacts(company), sources: undefined });
      expect(loaded.sources).toEqual([{ kind: 'demo', description: expect.stringContaining('Fictional'), asOf: '2026-11-20' }]);
    }
  });

  it('refreshes the facts of a demo seeded by an older generator, keeping the companies and what users did with them', async () => {
    const { db } = database;
    const company = universe[0]!;
    const user = await db.insertInto('users').values({ email: 'old-demo@example.com', full_name: 'Old Demo' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('company_access').values({ user_id: user.id, company_id: company.profile.id }).execute();
    // An older generator's statements ended a year earlier, with no quarters.
    await db.deleteFrom('financial_years').where('fiscal_year', '=', 2026).execute();
    await db.deleteFrom('quarterly_results').execute();

    const report = await seedDemoIfEmpty(db);
    expect(report).toMatchObject({ seeded: true, companies: universe.length, quarters: expectedCounts.quarters });
    expect(await tableCounts(database)).toEqual(expectedCounts);
    expect(await db.selectFrom('company_access').select('company_id').where('user_id', '=', user.id).execute()).toEqual([{ company_id: company.profile.id }]);
    expect((await seedDemoIfEmpty(db)).seeded).toBe(false); // up to date now
  }, 30_000); // rewrites every demo company's facts: about 4 s on PostgreSQL, more on a busy machine

  it('stores listing dates, series and stated-on dates', async () => {
    const company = universe[0]!;
    const row = await database.db
      .selectFrom('companies')
      .select(['listing_date', 'series', 'is_demo'])
      .where('id', '=', company.profile.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ listing_date: company.listingDate, series: company.series, is_demo: true });
    const stated = await database.db
      .selectFrom('management_guidance')
      .select('stated_on')
      .where('company_id', '=', company.profile.id)
      .orderBy('fiscal_year')
      .orderBy('id')
      .execute();
    expect(stated.map((row) => row.stated_on)).toEqual(company.guidance.map((record) => record.statedOn));
  });
});

describe('demo seed on a PGlite data directory', () => {
  it(
    'is not loaded again when the server starts on an existing data directory',
    async () => {
      const [pglite] = testDatabases();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conviction-seed-'));
      try {
        const first = await pglite!.open({ dataDir });
        expect((await seedDemoIfEmpty(first.db, { count: 30 })).seeded).toBe(true);
        await first.close();

        const second = await pglite!.open({ dataDir }); // migrates again: a no-op
        try {
          expect((await seedDemoIfEmpty(second.db, { count: 30 })).seeded).toBe(false);
          expect((await tableCounts(second)).companies).toBe(30);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    2 * OPEN_TIMEOUT_MS,
  );
});

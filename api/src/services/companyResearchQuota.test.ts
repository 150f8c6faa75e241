import { type Kysely } from 'kysely';
import { CompanyDetailsSchema } from 'shared-types/api';
import { ANALYSIS_ENGINE_VERSION } from '../analysis';
import { analyseResearch } from '../analysis/analyseResearch';
import { upsertFinancialYears } from '../db/financialYearImportRepository';
import { type Database } from '../db/schema';
import { demoYear } from '../db/testing/financialYearRows';
import { testDatabases, OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { refreshAnalyses } from './analysisRefresh';
import { createCompanyDetailsService } from './companyDetails';
import { createCompanyResearch } from './companyResearch';
import { createStockListService } from './stockList';

// docs/product-rules.md, 'Access and limits': a page with nothing to analyse costs no free research.
const NOW = new Date('2026-11-21T09:00:00Z');
const USER = '00000000-0000-4000-8000-00000000a0b1';
const WITH_DATA = [
  { id: 'demo:7001', name: 'Quota Company With Data 1', code: 'QCD1', is_demo: true },
  { id: 'demo:7002', name: 'Quota Company With Data 2', code: 'QCD2', is_demo: true },
];
const EMPTY = { id: 'demo:7003', name: 'Quota Company Without Statements', code: 'QCNS', is_demo: true };
const engine = { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch };

async function accessRows(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('company_access').select('company_id').where('user_id', '=', USER).orderBy('company_id').execute();
  return rows.map((row) => row.company_id);
}

describe.each(testDatabases())('the free limit and companies without statements on $name', (testEngine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testEngine.open();
    await database.db
      .insertInto('companies')
      .values([...WITH_DATA, EMPTY])
      .execute();
    await upsertFinancialYears(
      database.db,
      WITH_DATA.map((c) => demoYear(c.id, 2024)),
    );
    await database.db.insertInto('users').values({ id: USER, email: 'quota@example.test', full_name: null, picture_url: null, premium_until: null }).execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('opens a company without statements at the limit, recording nothing; once statements arrive it counts', async () => {
    const details = createCompanyDetailsService(database.db, engine);
    const stockList = createStockListService(database.db);
    const research = createCompanyResearch({ db: database.db, details, stockList, freeLimit: 2 });
    for (const company of WITH_DATA)
      await expect(research({ userId: USER, companyId: company.id, name: company.name, now: NOW })).resolves.toMatchObject({ allowed: true });

    const opened = await research({ userId: USER, companyId: EMPTY.id, name: EMPTY.name, now: NOW });
    if (!opened.allowed) throw new Error(`refused a company without statements: ${opened.message}`);
    const payload = CompanyDetailsSchema.parse(JSON.parse(opened.payloadJson));
    expect(payload.analysis_meta.not_rated_code).toBe('no_statements');
    expect(await accessRows(database.db)).toEqual(WITH_DATA.map((c) => c.id));
    const user = await database.db.selectFrom('users').select('companies_used').where('id', '=', USER).executeTakeFirstOrThrow();
    expect(user.companies_used).toBe(2);

    // What an import of statements does: store them, recompute, and invalidate the caches.
    await upsertFinancialYears(database.db, [demoYear(EMPTY.id, 2024)]);
    await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: () => NOW });
    details.invalidate();
    stockList.invalidate();
    await expect(research({ userId: USER, companyId: EMPTY.id, name: EMPTY.name, now: NOW })).resolves.toMatchObject({
      allowed: false,
      accessCount: 2,
      maxAccess: 2,
    });
    expect(await accessRows(database.db)).toEqual(WITH_DATA.map((c) => c.id));
  });
});

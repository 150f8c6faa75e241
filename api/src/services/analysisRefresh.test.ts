import { CompanyDetailsSchema, ResearchV2Schema } from 'shared-types/api';
import { getStoredAnalysis, getStoredAnswersJson, listCompaniesNeedingAnalysis } from '../db/analysisRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { median, refreshAnalyses, type RefreshProgress } from './analysisRefresh';
import { createFakeAnalyse, FAKE_ENGINE_VERSION, fakeResearchV2, type FakeAnalyse } from './testing/fakeAnalysis';

const COMPANIES = 40;
const clock = () => new Date('2026-11-21T06:00:00.000Z');

describe.each(testDatabases())('refreshAnalyses on $name', ({ open }) => {
  let database: TestDatabase;
  let engine: FakeAnalyse;
  const refresh = (engineVersion = FAKE_ENGINE_VERSION, onProgress?: (progress: RefreshProgress) => void) =>
    refreshAnalyses({ db: database.db, analyse: engine.analyse, engineVersion, now: clock, batchSize: 16, onProgress });

  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, { count: COMPANIES });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());
  beforeEach(() => {
    engine = createFakeAnalyse();
  });

  it('computes every company the first time, in batches, reporting progress', async () => {
    const progress: RefreshProgress[] = [];
    const report = await refresh(FAKE_ENGINE_VERSION, (step) => progress.push(step));
    expect(report).toMatchObject({ stale: COMPANIES, computed: COMPANIES, failed: 0, reasons: { missing: COMPANIES, engine_version: 0, data_changed: 0 } });
    expect(new Set(engine.calls).size).toBe(COMPANIES);
    expect(progress.map((step) => step.done)).toEqual([16, 32, 40]);
    expect(report.timings.analyseMedianMs).toBeGreaterThanOrEqual(0);
  });

  it('stores schema-valid payloads with the engine version, fingerprint and clock time', async () => {
    const stored = await getStoredAnalysis(database.db, 'demo:0001');
    expect(stored).toMatchObject({ engineVersion: FAKE_ENGINE_VERSION, computedAt: clock(), dataFingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(CompanyDetailsSchema.parse(stored!.payload).analysis_meta.computed_at).toBe('2026-11-21T06:00:00.000Z');
    expect(await getStoredAnalysis(database.db, 'demo:9999')).toBeUndefined();
  });

  it('stores the v2 answer of the same run beside v1, as the exact text JSON.stringify wrote', async () => {
    const stored = await getStoredAnswersJson(database.db, 'demo:0001');
    expect(stored?.v2).toBe(JSON.stringify(fakeResearchV2()));
    expect(ResearchV2Schema.safeParse(JSON.parse(stored!.v2!)).success).toBe(true);
  });

  it('does no work when nothing changed', async () => {
    const report = await refresh();
    expect(report).toMatchObject({ stale: 0, computed: 0 });
    expect(engine.calls).toEqual([]);
  });

  it.each([
    [
      'a new price',
      async (db: TestDatabase['db']) => db.insertInto('prices').values({ company_id: 'demo:0003', price: 99.5, as_of: '2026-11-21', source: 'demo' }).execute(),
    ],
    [
      'an edited statement',
      async (db: TestDatabase['db']) =>
        db
          .updateTable('financial_years')
          .set({ sales: 1234.5 })
          .where('company_id', '=', 'demo:0003')
          .where('fiscal_year', '=', (eb) =>
            eb
              .selectFrom('financial_years')
              .select((e) => e.fn.max('fiscal_year').as('y'))
              .where('company_id', '=', 'demo:0003'),
          )
          .execute(),
    ],
    [
      'new guidance',
      async (db: TestDatabase['db']) =>
        db
          .insertInto('management_guidance')
          .values({
            company_id: 'demo:0003',
            fiscal_year: 2026,
            metric: 'capex_crore',
            guided_value: 10,
            actual: null,
            statement: 'More capacity.',
            source: 'AGM',
            stated_on: null,
          })
          .execute(),
    ],
    [
      'a renamed company',
      async (db: TestDatabase['db']) => db.updateTable('companies').set({ name: 'Renamed Demo Ltd' }).where('id', '=', 'demo:0003').execute(),
    ],
  ])('recomputes only the company whose facts changed: %s', async (_change, change) => {
    await change(database.db);
    const report = await refresh();
    expect(report).toMatchObject({ stale: 1, computed: 1, reasons: { data_changed: 1 } });
    expect(engine.calls).toEqual(['demo:0003']);
  });

  it('recomputes everything when the engine version changes', async () => {
    const report = await refresh('fake-2');
    expect(report).toMatchObject({ stale: COMPANIES, computed: COMPANIES, reasons: { engine_version: COMPANIES } });
    expect(engine.calls).toHaveLength(COMPANIES);
    expect((await refresh('fake-2')).stale).toBe(0);
  });

  it('keeps going when one company fails, and retries only that one next time', async () => {
    await database.db.deleteFrom('analyses').where('company_id', 'in', ['demo:0005', 'demo:0006']).execute();
    engine.failFor.add('demo:0005');
    const failing = await refresh('fake-2');
    expect(failing).toMatchObject({
      stale: 2,
      computed: 1,
      failed: 1,
      failures: [{ companyId: 'demo:0005', message: expect.stringContaining('cannot analyse') }],
    });
    expect(await getStoredAnalysis(database.db, 'demo:0006')).toBeDefined();

    engine.failFor.clear();
    engine.calls.length = 0;
    const retry = await refresh('fake-2');
    expect(retry).toMatchObject({ stale: 1, computed: 1, failed: 0 });
    expect(engine.calls).toEqual(['demo:0005']);
  });

  it('lists a row stored before v2 as missing_v2 and fills it in on the next refresh, with no engine bump', async () => {
    await database.db.updateTable('analyses').set({ research_v2: null }).where('company_id', '=', 'demo:0008').execute();
    const before = await getStoredAnswersJson(database.db, 'demo:0008');
    expect(before?.v2).toBeNull();
    expect(await listCompaniesNeedingAnalysis(database.db, 'fake-2', clock())).toEqual([
      { companyId: 'demo:0008', fingerprint: expect.any(String), reason: 'missing_v2' },
    ]);
    const report = await refresh('fake-2');
    expect(report).toMatchObject({ stale: 1, computed: 1, reasons: { missing_v2: 1 } });
    expect(engine.calls).toEqual(['demo:0008']);
    expect((await getStoredAnswersJson(database.db, 'demo:0008'))?.v2).toBe(JSON.stringify(fakeResearchV2()));
    expect(await listCompaniesNeedingAnalysis(database.db, 'fake-2', clock())).toEqual([]);
  });

  it('notices facts that were deleted', async () => {
    await database.db.deleteFrom('prices').where('company_id', '=', 'demo:0007').execute();
    const stale = await listCompaniesNeedingAnalysis(database.db, 'fake-2', clock());
    expect(stale).toEqual([{ companyId: 'demo:0007', fingerprint: expect.any(String), reason: 'data_changed' }]);
  });
});

describe('median', () => {
  it.each([
    [[], 0],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

import { type PriceSource } from 'shared-types/api';
import { getStoredAnalysis, listCompaniesNeedingAnalysis, saveAnalyses } from '../db/analysisRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { refreshAnalyses } from './analysisRefresh';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from './testing/fakeAnalysis';

/**
 * A stored analysis whose price was fresh when computed goes stale with time
 * alone (api/src/analysis/README.md, 'The price's date and age'): it is listed
 * for recomputing once its price would be more than 90 days old today.
 */

const NOW = new Date('2026-11-21T06:00:00.000Z');
const daysBefore = (days: number): Date => new Date(NOW.getTime() - days * 86_400_000);
const priceSource = (extra: Partial<PriceSource>): PriceSource => ({
  kind: 'bhavcopy',
  label: 'Exchange close',
  as_of: '2026-08-01',
  approximate: false,
  ...extra,
});

describe.each(testDatabases())('analyses whose price has aged, on $name', ({ open }) => {
  let database: TestDatabase;

  /** Rewrites a stored analysis as if computed at `computedAt` with this price source; its facts are unchanged. */
  const store = async (companyId: string, computedAt: Date, source: PriceSource | null): Promise<void> => {
    const stored = (await getStoredAnalysis(database.db, companyId))!;
    const payload = { ...stored.payload, analysis_meta: { ...stored.payload.analysis_meta, price_source: source } };
    const researchV2 = stored.researchV2!;
    await saveAnalyses(database.db, [{ companyId, engineVersion: stored.engineVersion, payload, researchV2, fingerprint: stored.dataFingerprint, computedAt }]);
  };

  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, { count: 6 });
    await refreshAnalyses({ db: database.db, analyse: createFakeAnalyse().analyse, engineVersion: FAKE_ENGINE_VERSION, now: () => daysBefore(30) });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('lists a fresh price only once it would be more than 90 days old today', async () => {
    await store('demo:0001', daysBefore(5), priceSource({ stale: false, days_old: 80 })); // 85 days old today
    await store('demo:0002', daysBefore(11), priceSource({ stale: false, days_old: 80 })); // 91
    await store('demo:0003', daysBefore(10), priceSource({ days_old: 80 })); // 90: not yet stale
    await store('demo:0004', daysBefore(30), priceSource({ stale: true, days_old: 200 })); // already said stale
    await store('demo:0005', daysBefore(400), priceSource({})); // an older payload: no age recorded
    await store('demo:0006', daysBefore(400), null); // no price at all
    expect(await listCompaniesNeedingAnalysis(database.db, FAKE_ENGINE_VERSION, NOW)).toEqual([
      { companyId: 'demo:0002', fingerprint: expect.any(String), reason: 'price_aged' },
    ]);
  });

  it('recomputes it, counted as price_aged, and then lists it no more', async () => {
    const engine = createFakeAnalyse();
    const report = await refreshAnalyses({ db: database.db, analyse: engine.analyse, engineVersion: FAKE_ENGINE_VERSION, now: () => NOW });
    expect(report).toMatchObject({ stale: 1, computed: 1, reasons: { price_aged: 1, data_changed: 0 } });
    expect(engine.calls).toEqual(['demo:0002']);
    expect(await listCompaniesNeedingAnalysis(database.db, FAKE_ENGINE_VERSION, NOW)).toEqual([]);
  });
});

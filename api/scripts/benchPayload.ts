/**
 * `npm run bench:payload`: how many bytes a research answer carries. Seeds the
 * demo universe into an in-memory PGlite, computes every analysis and the peer
 * tables, then serves 20 demo companies (the first 20 in the stock list's
 * order) exactly as GET /api/company/search does, and prints the median size
 * of `company_data` and of each of its sections. The budget is relative to the
 * size recorded after the typed contract (docs/performance.md).
 */
import { ANALYSIS_ENGINE_VERSION, analyseCompany } from '../src/analysis';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { refreshAnalyses } from '../src/services/analysisRefresh';
import { createCompanyDetailsService } from '../src/services/companyDetails';
import { createStockListService } from '../src/services/stockList';
import { medianOf } from '../src/services/peerComparison/peerGroups';
import { createLogger } from '../src/logger';

/** Median `company_data` size of the same 20 companies after the typed contract, in bytes. */
const CONTRACT_BASELINE_BYTES = 27_047;
const ALLOWED_GROWTH = 0.25;
const SAMPLE = 20;

const median = (values: readonly number[]): number => Math.round(medianOf(values) ?? Number.NaN);

async function main(): Promise<void> {
  const database = await createDatabase({ logger: createLogger('warn') }); // in-memory PGlite
  try {
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db);
    const now = new Date();
    await refreshAnalyses({ db: database.db, analyse: analyseCompany, engineVersion: ANALYSIS_ENGINE_VERSION, now: () => now });
    const details = createCompanyDetailsService(database.db, { analyse: analyseCompany, version: ANALYSIS_ENGINE_VERSION });
    const stocks = JSON.parse((await createStockListService(database.db).get()).bytes.toString('utf8')) as Array<{ id: string }>;
    const ids = stocks.slice(0, SAMPLE).map((stock) => stock.id);

    const totals: number[] = [];
    const bySection = new Map<string, number[]>();
    for (const id of ids) {
      const json = await details.json(id, now);
      totals.push(json.length);
      for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
        const sizes = bySection.get(key) ?? [];
        sizes.push(JSON.stringify(value).length);
        bySection.set(key, sizes);
      }
    }
    const limit = Math.round(CONTRACT_BASELINE_BYTES * (1 + ALLOWED_GROWTH));
    const size = median(totals);
    console.info(`Research payload (company_data), median of ${ids.length} demo companies, engine ${ANALYSIS_ENGINE_VERSION}`);
    console.info(`  median ${size} B (min ${Math.min(...totals)}, max ${Math.max(...totals)})`);
    console.info(`  ratio to the contract baseline ${CONTRACT_BASELINE_BYTES} B: ${(size / CONTRACT_BASELINE_BYTES).toFixed(3)}`);
    console.info(`  budget ${limit} B (+${ALLOWED_GROWTH * 100}%): ${size <= limit ? 'within' : 'OVER'} budget`);
    console.info('  sections by median size:');
    const rows = [...bySection].map(([key, sizes]) => ({ key, size: median(sizes), present: sizes.length }));
    for (const row of rows.sort((a, b) => b.size - a.size)) {
      console.info(`    ${row.key.padEnd(28)} ${String(row.size).padStart(7)} B  (in ${row.present} of ${ids.length})`);
    }
    if (size > limit) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

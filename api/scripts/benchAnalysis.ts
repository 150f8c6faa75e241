/**
 * `npm run bench:analysis`: how long recomputing every demo company takes with
 * the real engine, on a fresh in-memory PGlite (the default engine). Prints the
 * seed time, the refresh time, the per-company median and the ratio to the
 * 5-second target. `-- --fake` swaps in the fake engine to time the plumbing alone.
 */
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { createLogger } from '../src/logger';
import { refreshAnalyses, type AnalyseResearch } from '../src/services/analysisRefresh';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../src/services/testing/fakeAnalysis';

const TARGET_SECONDS = 5;

async function main(): Promise<void> {
  const fake = process.argv.includes('--fake');
  const engine: { analyse: AnalyseResearch; version: string; label: string } = fake
    ? { analyse: createFakeAnalyse().analyse, version: FAKE_ENGINE_VERSION, label: 'fake engine (plumbing only)' }
    : { analyse: analyseResearch, version: ANALYSIS_ENGINE_VERSION, label: `engine ${ANALYSIS_ENGINE_VERSION}` };
  const logger = createLogger('warn');

  let started = performance.now();
  const database = await createDatabase({ logger }); // in-memory PGlite
  await migrateToLatest(database.db);
  console.info(`PGlite (in memory) opened and migrated in ${seconds(started)} s`);

  started = performance.now();
  const seed = await seedDemoIfEmpty(database.db);
  console.info(
    `Seeded ${seed.companies} demo companies (${seed.financialYears} fiscal years, ${seed.prices} prices, ${seed.guidance} guidance records) ` +
      `in ${seconds(started)} s (generate ${(seed.generateMs / 1000).toFixed(2)} s, insert ${(seed.insertMs / 1000).toFixed(2)} s)`,
  );

  try {
    const report = await refreshAnalyses({ db: database.db, analyse: engine.analyse, engineVersion: engine.version, now: () => new Date() });
    const total = report.timings.totalMs / 1000;
    console.info(`Recomputed ${report.computed} of ${report.stale} companies with the ${engine.label}: ${total.toFixed(2)} s total`);
    console.info(
      `  find stale ${ms(report.timings.listMs)}, load facts ${ms(report.timings.loadMs)}, analyse ${ms(report.timings.analyseMs)}, save ${ms(report.timings.saveMs)}`,
    );
    console.info(`  per company: median ${report.timings.analyseMedianMs.toFixed(2)} ms in the engine`);
    console.info(`  ratio to the ${TARGET_SECONDS} s target: ${(total / TARGET_SECONDS).toFixed(2)} (${total <= TARGET_SECONDS ? 'within' : 'OVER'} target)`);
    if (report.failed > 0) {
      console.error(`  ${report.failed} companies failed, e.g.:`, report.failures.slice(0, 5));
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(2);
const ms = (value: number): string => `${(value / 1000).toFixed(2)} s`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:ingest`: how long the import tool takes on a fresh embedded
 * database in a temporary DATA_DIR (PGlite on disk, as `npm run ingest` uses
 * it): a generated 5,000-row NSE list, then 5,000-row bhavcopies of three
 * trading days for the same companies (each day's closes are kept, so the
 * later days run against a growing price history), and recomputing the
 * analyses each import makes stale, with the
 * real engine. Prints rows per second for each step, and for the imports
 * (the target: each file under 3 s) the ratio to that target; the
 * recomputation is timed separately, as it runs after the import commits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { FILE_IMPORTERS } from '../src/ingest/importers/fileImporters';
import { importFile } from '../src/ingest/importers/importFile';
import { type ImportCommand } from '../src/ingest/importers/importTypes';
import { generatedBhavcopy, generatedNseList, nseListCsv, udiffBhavcopyCsv } from '../src/ingest/testing';
import { createLogger } from '../src/logger';
import { refreshAnalyses } from '../src/services/analysisRefresh';

const ROWS = 5000;
const TARGET_SECONDS = 3;
const engine = { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conviction-bench-ingest-'));
  const logger = createLogger('warn');
  let started = performance.now();
  const database = await createDatabase({ dataDir, logger });
  try {
    await migrateToLatest(database.db);
    console.info(`PGlite opened and migrated in ${path.join(dataDir, 'pglite')} in ${elapsed(started).toFixed(2)} s`);

    const listings = generatedNseList(ROWS);
    const nseList = new TextEncoder().encode(nseListCsv(listings));
    const bhavcopy = (day: string) => new TextEncoder().encode(udiffBhavcopyCsv(generatedBhavcopy(listings, day), { exchange: 'NSE' }));
    const days = ['2024-07-08', '2024-07-09', '2024-07-10'];

    let failed = false;
    const files: Array<[Exclude<ImportCommand, 'demo'>, string, Uint8Array]> = [
      ['nse-list', 'EQUITY_L.csv', nseList],
      ...days.map((day): [Exclude<ImportCommand, 'demo'>, string, Uint8Array] => [
        'prices',
        `BhavCopy_NSE_CM_0_0_0_${day.replaceAll('-', '')}_F_0000.csv`,
        bhavcopy(day),
      ]),
    ];
    for (const [command, file, bytes] of files) {
      failed = !(await benchImport(database, command, file, bytes)) || failed;
      started = performance.now();
      const analyses = await refreshAnalyses({ db: database.db, analyse: engine.analyse, engineVersion: engine.version, now: () => new Date(), logger });
      const recomputeSeconds = elapsed(started);
      console.info(
        `  then recomputing ${analyses.computed} analyses: ${recomputeSeconds.toFixed(2)} s, ${rate(analyses.computed, recomputeSeconds)} analyses/s`,
      );
      const { listMs, loadMs, analyseMs, saveMs } = analyses.timings;
      console.info(`    find stale ${ms(listMs)}, load facts ${ms(loadMs)}, analyse ${ms(analyseMs)}, save ${ms(saveMs)}`);
      if (analyses.failed > 0) {
        console.error(`  ${analyses.failed} analyses failed, e.g.:`, analyses.failures.slice(0, 3));
        failed = true;
      }
    }
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Parses and writes one file (its own transaction); true when every row went in. */
async function benchImport(database: DatabaseHandle, command: Exclude<ImportCommand, 'demo'>, file: string, bytes: Uint8Array): Promise<boolean> {
  const importer = FILE_IMPORTERS[command];
  const started = performance.now();
  const summary = await importFile({ db: database.db, command, file, bytes, dryRun: false, parse: importer.parse, write: importer.write });
  const written = summary.totals.added + summary.totals.updated;
  console.info(`${command} ${file}: ${written} rows written, ${summary.skippedTotal} skipped`);
  const seconds = elapsed(started);
  const ratio = seconds / TARGET_SECONDS;
  console.info(
    `  importing ${ROWS} rows (parse and write, one transaction): ${seconds.toFixed(2)} s, ${rate(ROWS, seconds)} rows/s, ` +
      `ratio to the ${TARGET_SECONDS} s target ${ratio.toFixed(2)} (${ratio <= 1 ? 'within' : 'OVER'} target)`,
  );
  return written === ROWS;
}

const rate = (count: number, seconds: number): string => Math.round(count / seconds).toLocaleString('en-IN');

const elapsed = (since: number): number => (performance.now() - since) / 1000;
const ms = (value: number): string => `${(value / 1000).toFixed(2)} s`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

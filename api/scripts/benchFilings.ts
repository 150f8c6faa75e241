/**
 * `npm run bench:filings`: importing the exchange's results filings into a
 * fresh embedded database in a temporary DATA_DIR (PGlite on disk, as
 * `npm run ingest` uses it): 1,000 generated results XBRL documents (50
 * companies × 20 quarters, in NSE's layouts: undeclared contexts before 2023,
 * a balance sheet and cash flow in the half-yearly and annual ones), each in
 * its own transaction, as `npm run ingest -- filings <folder>` does. Prints
 * files per second and the ratio to the target of 20 files/s (a ratio of 1 or
 * more meets it), then the one recomputation of the analyses that follows,
 * timed apart, with the real engine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { FILE_IMPORTERS } from '../src/ingest/importers/fileImporters';
import { importFile } from '../src/ingest/importers/importFile';
import { generatedNseList, generatedResultsFilings, nseListCsv } from '../src/ingest/testing';
import { createLogger } from '../src/logger';
import { refreshAnalyses } from '../src/services/analysisRefresh';

const COMPANIES = 50;
const FILINGS_PER_COMPANY = 20;
const TARGET_FILES_PER_SECOND = 20;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conviction-bench-filings-'));
  const logger = createLogger('warn');
  const database = await createDatabase({ dataDir, logger });
  try {
    await migrateToLatest(database.db);
    const listings = generatedNseList(COMPANIES);
    const list = FILE_IMPORTERS['nse-list'];
    await importFile({
      db: database.db,
      command: 'nse-list',
      file: 'EQUITY_L.csv',
      bytes: new TextEncoder().encode(nseListCsv(listings)),
      dryRun: false,
      ...list,
    });
    const filings = generatedResultsFilings(
      listings.map((listing) => ({ symbol: listing.symbol, isin: listing.isin, name: listing.name })),
      FILINGS_PER_COMPANY,
    );
    const bytes = filings.reduce((total, filing) => total + filing.bytes.length, 0);
    console.info(`${filings.length} generated results filings (${(bytes / 1e6).toFixed(1)} MB) for ${COMPANIES} companies, into PGlite in ${dataDir}`);

    const importer = FILE_IMPORTERS.filings;
    let written = 0;
    let failed = 0;
    const started = performance.now();
    for (const filing of filings) {
      const summary = await importFile({ db: database.db, command: 'filings', file: filing.name, bytes: filing.bytes, dryRun: false, ...importer });
      if (summary.skippedTotal > 0) failed += 1;
      else written += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = filings.length / seconds;
    const ratio = perSecond / TARGET_FILES_PER_SECOND;
    console.info(
      `importing ${filings.length} filings (parse, match, write, revisions and period checks; one transaction each): ${seconds.toFixed(2)} s, ` +
        `${perSecond.toFixed(1)} files/s, ${((seconds * 1000) / filings.length).toFixed(1)} ms a file`,
    );
    console.info(`ratio to the target of ${TARGET_FILES_PER_SECOND} files/s: ${ratio.toFixed(2)} (${ratio >= 1 ? 'meets' : 'BELOW'} target)`);

    const recomputeStarted = performance.now();
    const analyses = await refreshAnalyses({
      db: database.db,
      analyse: analyseResearch,
      engineVersion: ANALYSIS_ENGINE_VERSION,
      now: () => new Date(),
      logger,
    });
    console.info(`then recomputing ${analyses.computed} analyses once: ${((performance.now() - recomputeStarted) / 1000).toFixed(2)} s`);
    if (failed > 0 || written !== filings.length || analyses.failed > 0) {
      console.error(`${failed} filings were skipped and ${analyses.failed} analyses failed`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

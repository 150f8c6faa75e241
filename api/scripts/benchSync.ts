/**
 * `npm run bench:sync`: syncing from a fake NSE on loopback with pacing off —
 * 50 companies × 20 results filings plus 20 trading days of daily files
 * (bhavcopy, PR zip, 52-week file), with the lists — against importing the
 * very same files from disk, in the same run, each into a fresh embedded
 * database in a temporary DATA_DIR. The ratio (sync time ÷ import time) says
 * what fetching, checking, keeping and the ledger cost on top of the import
 * itself; the target is at most 1.2. The one recomputation of the analyses
 * that follows either is the same work and is left out of both.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { addDays } from '../src/dates/periodDates';
import { createLogger } from '../src/logger';
import { databaseSyncTarget } from '../src/sync/databaseTarget';
import { openDownloadStore, type LedgerEntry } from '../src/sync/downloads/downloadStore';
import { createPoliteClient } from '../src/sync/http/politeClient';
import { runSync } from '../src/sync/run/runSync';
import { type SyncTarget } from '../src/sync/run/syncContext';
import { weekdaysBetween } from '../src/sync/run/tradingDays';
import { type FakeWorldOptions } from '../src/sync/testing/fakeWorld';
import { type ExchangeBases } from '../src/sync/sources/exchangeAddresses';
import { type ImportCommand } from '../src/ingest/importers/importTypes';

const COMPANIES = 50;
const FILINGS_PER_COMPANY = 20;
const TRADING_DAYS = 20;
const TARGET_RATIO = 1.2;
const FIRST_DAY = '2025-11-03';
const logger = createLogger('warn');

interface Side {
  database: DatabaseHandle;
  dataDir: string;
}

async function freshDatabase(): Promise<Side> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conviction-bench-sync-'));
  const database = await createDatabase({ dataDir, logger });
  await migrateToLatest(database.db);
  return { database, dataDir };
}

/** The import target both sides use, without the recomputation (the same work either way). */
function importTarget(database: DatabaseHandle): SyncTarget {
  const target = databaseSyncTarget({ db: database.db, engine: { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch }, logger });
  return { ...target, recomputeAnalyses: async () => ({ computed: 0, failed: 0, failures: [], durationMs: 0 }) };
}

/** The fake exchange in a worker thread, serving the world these options build. */
async function startExchangeWorker(options: FakeWorldOptions): Promise<{ bases: ExchangeBases; stop: () => Promise<void> }> {
  const worker = new Worker(path.join(__dirname, 'benchSyncExchange.ts'), { workerData: options });
  const bases = await new Promise<ExchangeBases>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    bases,
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/** Syncs everything the fake publishes into a fresh database; returns how long it took and what it kept. */
async function syncAll(bases: ExchangeBases, days: readonly string[]) {
  const side = await freshDatabase();
  const client = createPoliteClient({ paceFor: () => 0 });
  const now = new Date(`${days[days.length - 1]}T14:00:00Z`);
  const started = performance.now();
  const report = await runSync(
    { client, bases, store: openDownloadStore(side.dataDir), target: importTarget(side.database), now: () => now, dryRun: false, say: () => undefined },
    { sources: ['lists', 'daily', 'filings'], index: 'nifty50', daily: { since: days[0]! }, what: 'bench' },
  );
  const ms = performance.now() - started;
  const failed = Object.values(report.sources).flatMap((source) => source.failed);
  if (failed.length > 0) throw new Error(`the sync failed on ${failed.length} file(s): ${failed[0]!.reason}`);
  return { side, ms, requests: report.requests };
}

/** Imports the files a sync kept, in the order it imported them, from disk through the same import code. */
async function importFromDisk(downloads: string): Promise<{ side: Side; ms: number; files: number; megabytes: number }> {
  const entries = readFileSync(path.join(downloads, 'ledger.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LedgerEntry);
  const kept = new Map(entries.flatMap((entry) => (entry.event === 'fetched' ? [[entry.url, entry.file] as const] : [])));
  const imports = entries.flatMap((entry) => (entry.event === 'imported' ? [{ command: entry.command as ImportCommand, file: kept.get(entry.url)! }] : []));
  const side = await freshDatabase();
  const target = importTarget(side.database);
  const started = performance.now();
  for (const { command, file } of imports) {
    const bytes = new Uint8Array(readFileSync(path.join(downloads, file)));
    await target.run({ command: command as 'filings', file: { name: path.basename(file), bytes }, dryRun: false, deferAnalyses: true }, () => undefined);
  }
  const ms = performance.now() - started;
  const megabytes = entries.reduce((sum, entry) => sum + (entry.event === 'fetched' ? entry.bytes : 0), 0) / 1e6;
  return { side, ms, files: imports.length, megabytes };
}

async function main(): Promise<void> {
  const days = weekdaysBetween(FIRST_DAY, addDays(FIRST_DAY, 40)).slice(0, TRADING_DAYS);
  const exchange = await startExchangeWorker({ companies: COMPANIES, days, resultsPerCompany: FILINGS_PER_COMPANY, shareholdingPerCompany: 0 });
  const sides: Side[] = [];
  try {
    // A first sync, untimed, warms both paths up and keeps the files the import from disk reads.
    const warmUp = await syncAll(exchange.bases, days);
    sides.push(warmUp.side);
    const disk = await importFromDisk(path.join(warmUp.side.dataDir, 'downloads'));
    sides.push(disk.side);
    const synced = await syncAll(exchange.bases, days);
    sides.push(synced.side);

    const ratio = synced.ms / disk.ms;
    const rate = (ms: number) => `${(ms / 1000).toFixed(2)} s (${(disk.files / (ms / 1000)).toFixed(1)} files/s)`;
    console.info(
      `${COMPANIES} companies × ${FILINGS_PER_COMPANY} filings + ${TRADING_DAYS} trading days: ${disk.files} files imported ` +
        `(${disk.megabytes.toFixed(1)} MB), ${synced.requests} requests to the fake exchange (in a worker thread)`,
    );
    console.info(`sync from the fake, pacing off: ${rate(synced.ms)}`);
    console.info(`import of the same files from disk: ${rate(disk.ms)}`);
    console.info(`ratio (sync ÷ import): ${ratio.toFixed(2)}; target at most ${TARGET_RATIO} (${ratio <= TARGET_RATIO ? 'meets' : 'ABOVE'} target)`);
    const pacedMinutes = (disk.files / 3 + COMPANIES * 3 + 1) / 60;
    console.info(
      `with the default pacing (3 requests/s to the archives, 1/s to the API) the requests alone would take at least ${pacedMinutes.toFixed(1)} minutes`,
    );
  } finally {
    await exchange.stop();
    for (const side of sides) {
      await side.database.close();
      rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

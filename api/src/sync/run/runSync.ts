/**
 * One sync run (docs/sync.md): lists, then daily files, then filings, each a
 * source that stops on its own when the exchange refuses it while the others
 * carry on; one recompute of the analyses the imports made stale at the end;
 * the report kept in DATA_DIR/downloads/sync-status.json for GET
 * /api/admin/sync. One run at a time per data folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type IsoDate } from '../../ingest/records';
import { SourceRefusedError } from '../http/politeClient';
import { type IndexName } from '../sources/exchangeAddresses';
import { syncDaily, type DailyRange } from './syncDaily';
import { syncFilings } from './syncFilings';
import { syncLists } from './syncLists';
import { emptySourceReport, type SourceReport, type SyncContext, type SyncReport, type SyncSource } from './syncContext';

export interface SyncRequest {
  sources: readonly SyncSource[];
  index?: IndexName;
  symbols?: readonly string[];
  daily?: DailyRange;
  /** Filings filed on or after this day (default: every listed one not imported yet). */
  filingsSince?: IsoDate;
  /** How the run was asked for, for the report ('all --index nifty50', 'scheduled daily'). */
  what: string;
}

export class SyncBusyError extends Error {
  override readonly name = 'SyncBusyError';
}

export const SYNC_STATUS_FILE = 'sync-status.json';

export async function runSync(context: SyncContext, request: SyncRequest): Promise<SyncReport> {
  const release = context.dryRun ? () => undefined : takeRunLock(context.store.folder);
  const report: SyncReport = { startedAt: context.now().toISOString(), what: request.what, dryRun: context.dryRun, sources: {}, requests: 0 };
  const save = () => {
    report.requests = context.client.requestsMade;
    if (context.dryRun) return;
    const file = path.join(context.store.folder, SYNC_STATUS_FILE);
    writeFileSync(`${file}.part`, JSON.stringify(report, null, 1));
    renameSync(`${file}.part`, file);
  };
  let indexSymbols: string[] = [];
  try {
    for (const source of request.sources) {
      if (context.signal?.aborted) break;
      const sourceReport = emptySourceReport();
      report.sources[source] = sourceReport;
      save();
      await guarded(context, source, sourceReport, async () => {
        if (source === 'lists') indexSymbols = await syncLists(context, sourceReport, request.index);
        else if (source === 'daily') await syncDaily(context, sourceReport, request.daily ?? {});
        else await syncFilings(context, sourceReport, await trackedSymbols(context, request, indexSymbols), request.filingsSince);
      });
      save();
    }
    if (context.signal?.aborted) report.error = 'stopped before the end (what was imported stays; the next run goes on from there)';
    const imported = Object.values(report.sources).reduce((sum, source) => sum + source.imported, 0);
    if (imported > 0 && !context.dryRun) {
      context.say('Recomputing the analyses of the companies that changed …');
      const analyses = await context.target.recomputeAnalyses(() => undefined);
      context.say(`analyses: ${analyses.computed} computed${analyses.failed > 0 ? `, ${analyses.failed} failed` : ''}`);
    }
  } catch (error) {
    report.error = (error as Error).message;
    throw error;
  } finally {
    report.finishedAt = context.now().toISOString();
    save();
    release();
  }
  return report;
}

/** A refusal stops its source with a message saying how to get the files by hand; anything else propagates. */
const HOW_BY_HAND: Record<SyncSource, string> = {
  lists: 'npm run ingest -- nse-list <EQUITY_L.csv>',
  daily: 'npm run ingest -- daily <PR zip or folder> and npm run ingest -- prices <bhavcopy>',
  filings: 'npm run ingest -- filings <folder>',
};

async function guarded(context: SyncContext, source: SyncSource, report: SourceReport, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof SourceRefusedError)) throw error;
    const how = error.reason === 'html-page' ? 'it answered a web page where a file was expected (a block page)' : `it answered HTTP ${error.status}`;
    const message =
      `The exchange refused ${error.url}: ${how}. This source stopped; the others carried on. ` +
      'NSE blocks some cloud and data-centre networks: run sync from a residential network, or download the files by hand ' +
      `(open ${error.url} in a browser) and import them with ${HOW_BY_HAND[source]}.`;
    report.refused = { url: error.url, message };
    context.say(`✗ ${message}`);
  }
}

async function trackedSymbols(context: SyncContext, request: SyncRequest, indexSymbols: readonly string[]): Promise<string[]> {
  const researched = await context.target.researchedSymbols();
  return [...new Set([...(request.symbols ?? []), ...indexSymbols, ...researched])];
}

/**
 * A lock file made with O_EXCL holding this run's token; one whose process has gone is removed and
 * taken. Released only by the run that holds it. A dry run writes nothing, the lock included.
 */
function takeRunLock(folder: string): () => void {
  const file = path.join(folder, 'sync.lock');
  const token = `${process.pid}:${randomUUID()}`;
  mkdirSync(folder, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, token, { flag: 'wx' });
      return () => {
        if (readHolder(file) === token) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    const pid = Number(holder?.split(':')[0]);
    if (holder !== undefined && Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
      throw new SyncBusyError(`another sync is running (process ${pid}${pid === process.pid ? ', this one' : ''}); wait for it to finish`);
    }
    rmSync(file, { force: true }); // its process has gone
  }
  throw new SyncBusyError('another sync took the lock at the same moment; try again');
}

function readHolder(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

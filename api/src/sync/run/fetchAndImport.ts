/**
 * One file from the exchange into the database: fetched unless already kept,
 * checked, kept, imported through the same import code as `npm run ingest`
 * (one transaction per file), and recorded in the ledger. Resumable at every
 * point: a kill before the file is kept fetches it again; after, it is read
 * from disk; after the import commits but before the ledger says so, the
 * import runs again and finds nothing new (the importers are idempotent).
 */
import { ImportFailedError } from '../../ingest/importers/importErrors';
import { type ImportCommand } from '../../ingest/importers/importTypes';
import { downloadProblem, type DownloadKind } from '../downloads/checkDownload';
import { DownloadFailedError, type GetOptions } from '../http/politeClient';
import { type SourceReport, type SyncContext } from './syncContext';

export interface SyncFile {
  url: string;
  /** The file's name as published (importers read dates and kinds from it). */
  name: string;
  expect: DownloadKind;
  /** Undefined: fetched and kept only (a list sync reads itself). */
  command?: Exclude<ImportCommand, 'demo'>;
  /** Lists change: fetched every run, imported only when their bytes changed. */
  everyRun?: boolean;
  session?: GetOptions['session'];
  /** A listed document: a 404 is a failure, not a day without files. */
  absentIsFailure?: boolean;
}

/** ImportFailedError codes that say nothing about the file (ingest/importers/importErrors, the import route). */
const PASSING_FAILURES = new Set(['import_failed', 'internal']);

export type FileOutcome =
  | { status: 'imported' | 'kept' | 'already' | 'unchanged' | 'planned'; bytes?: Uint8Array }
  | { status: 'absent' }
  | { status: 'failed'; reason: string };

/** SourceRefusedError passes through: it stops the whole source (syncSource). */
export async function fetchAndImport(context: SyncContext, report: SourceReport, file: SyncFile): Promise<FileOutcome> {
  return importObtained(context, report, file, await obtainFile(context, report, file));
}

/**
 * Fetches, checks and keeps a file (or reads the kept copy): everything up to
 * its import, so the next file can be on its way while one is imported
 * (pipelined). 'ready' carries the bytes to import.
 */
export async function obtainFile(context: SyncContext, report: SourceReport, file: SyncFile): Promise<FileOutcome | { status: 'ready'; bytes: Uint8Array }> {
  const { store, now } = context;
  const record = store.record(file.url);
  if (!file.everyRun && file.command !== undefined && (record.importedAt !== undefined || record.refused !== undefined)) {
    report.alreadyHad += 1;
    return { status: 'already' };
  }
  let bytes = file.everyRun ? undefined : store.read(file.url);
  if (bytes === undefined) {
    if (context.dryRun && file.command !== undefined) {
      report.planned.push(`fetch ${file.url} and import it (${file.command})`);
      return { status: 'planned' };
    }
    let fetched;
    try {
      fetched = await context.client.get(file.url, { expect: file.expect, ...(file.session ? { session: file.session } : {}) });
    } catch (error) {
      if (!(error instanceof DownloadFailedError)) throw error;
      report.failed.push({ url: file.url, reason: error.message });
      return { status: 'failed', reason: error.message };
    }
    if (!fetched.found) {
      if (!context.dryRun) store.markAbsent(file.url, fetched.status, now());
      // A document a list names should be there: its 404 is a failure. A daily file's is a holiday (syncDaily).
      if (file.absentIsFailure) report.failed.push({ url: file.url, reason: `${file.name} is listed but ${file.url} answered 404` });
      return { status: 'absent' };
    }
    const problem = downloadProblem(file.expect, fetched.bytes, file.name);
    if (problem !== undefined) {
      const reason = `${file.name} from ${file.url} is ${problem}; it was not kept, and the next run fetches it again`;
      report.failed.push({ url: file.url, reason });
      return { status: 'failed', reason };
    }
    bytes = fetched.bytes;
    report.fetched += 1;
    if (!context.dryRun) store.keep(file.url, bytes, now());
  }
  return { status: 'ready', bytes };
}

/** Imports what obtainFile made ready (one transaction) and records it; passes any other outcome through. */
export async function importObtained(
  context: SyncContext,
  report: SourceReport,
  file: SyncFile,
  obtained: FileOutcome | { status: 'ready'; bytes: Uint8Array },
): Promise<FileOutcome> {
  if (obtained.status !== 'ready') return obtained;
  const { store, now } = context;
  const { bytes } = obtained;
  if (file.command === undefined) return { status: 'kept', bytes };
  if (file.everyRun && store.record(file.url).importedSha === store.record(file.url).fetched?.sha256 && !context.dryRun) {
    report.alreadyHad += 1;
    return { status: 'unchanged', bytes };
  }
  if (context.dryRun) {
    report.planned.push(`import ${file.name} (${file.command})`);
    return { status: 'planned', bytes };
  }
  try {
    const outcome = await context.target.run({ command: file.command, file: { name: file.name, bytes }, dryRun: false, deferAnalyses: true }, () => undefined);
    store.markImported(file.url, file.command, outcome.summary.affectedCompanies, now());
    report.imported += 1;
    context.say(
      `imported ${file.name} (${file.command}): ${outcome.summary.affectedCompanies} compan${outcome.summary.affectedCompanies === 1 ? 'y' : 'ies'} changed`,
    );
    return { status: 'imported', bytes };
  } catch (error) {
    if (!(error instanceof ImportFailedError)) throw error;
    // A refusal of the file itself is final for these bytes; a database or server that failed
    // on the way ('import_failed', 'internal') is not the file's fault: the next run tries again.
    const fileRefused = !PASSING_FAILURES.has(error.code);
    if (fileRefused) store.markRefused(file.url, file.command, error.message, now());
    // The importer's message names the file already.
    const reason = `${error.message}. Nothing from this file was written${fileRefused ? '' : '; the next run tries it again'}`;
    report.failed.push({ url: file.url, reason });
    context.say(`✗ ${reason}`);
    return { status: 'failed', reason };
  }
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { markAnalysesStale, recordImportRun } from '../../db/importRunRepository';
import { type Database } from '../../db/schema';
import { recordAudit, recordFailure, NO_ORIGIN, type AuditEvent } from '../../services/audit';
import { wrongCommandHint } from '../formats/fileKind';
import { type IsoDate } from '../records';
import { ImportFailedError, describeImportFailure } from './importErrors';
import { type ImportOptions } from './importOptions';
import { summarise } from './importSummary';
import { type ImportCommand, type ImportContext, type ImportSummary, type WriteOutcome, type WriteRows } from './importTypes';

/** Any constant works: it only has to be the same in every process that imports. */
const IMPORT_LOCK_KEY = 7_220_612;

export interface RunImportOptions {
  db: Kysely<Database>;
  command: ImportCommand;
  /** The file's name, or what the action is called ('demo --reset'). */
  file: string;
  dryRun: boolean;
  /** The import's calendar day; defaults to today (local time). */
  today?: IsoDate;
  options?: ImportOptions;
}

/** Rolls a dry run's transaction back while carrying out what it would have done. */
class DryRunRollback extends Error {
  constructor(readonly outcome: WriteOutcome) {
    super('dry run: rolled back');
  }
}

/**
 * Runs one import in one transaction: all of it is written, or none of it.
 * Imports take an advisory lock, so two of them on one PostgreSQL queue up
 * instead of interleaving. A dry run does every read and write the real run
 * would, then rolls back: its summary is exactly what the real run would
 * report, and the database is left as it was. A committed import records
 * itself in the audit trail and in import_runs (the data version other servers watch) and marks the
 * analyses of the companies it changed stale.
 */
export async function runImport(
  options: RunImportOptions,
  write: (trx: Transaction<Database>, context: ImportContext) => Promise<WriteOutcome>,
): Promise<ImportSummary> {
  const { db, command, file, dryRun } = options;
  const context: ImportContext = { file, today: options.today ?? localDate(new Date()), options: options.options ?? {} };
  const started = performance.now();
  // The CLI and the server's import route both run here; neither has a signed-in user.
  const audited: Omit<AuditEvent, 'outcome'> = { action: 'import', userId: null, actorKind: 'import_tool', target: `${command} ${file}`, origin: NO_ORIGIN };
  let outcome: WriteOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(trx);
      const written = await write(trx, context);
      if (dryRun) throw new DryRunRollback(written);
      const summary = summarise({ command, file, dryRun, outcome: written, durationMs: 0 });
      await markAnalysesStale(trx, [...new Set(written.affected)]);
      await recordImportRun(trx, { command, file, ...summary.totals, skipped: summary.skippedTotal });
      await recordAudit(trx, { ...audited, outcome: 'success' });
      return written;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) {
      outcome = error.outcome;
    } else {
      await recordFailure(db, audited, error);
      throw new ImportFailedError(file, describeImportFailure(file, error), { cause: error });
    }
  }
  return summarise({ command, file, dryRun, outcome, durationMs: performance.now() - started });
}

/** A file's parse, then its write: a parse error stops the file before any transaction starts. */
export async function importFile<Parsed>(
  options: RunImportOptions & {
    bytes: Uint8Array;
    parse: (bytes: Uint8Array, file: string, options: ImportOptions) => Parsed | Promise<Parsed>;
    write: WriteRows<Parsed>;
  },
): Promise<ImportSummary> {
  let parsed: Parsed;
  try {
    parsed = await options.parse(options.bytes, options.file, options.options ?? {});
  } catch (error) {
    // A file given to the wrong command says which command reads it.
    const hint = wrongCommandHint(options.command, options.bytes, options.file);
    throw new ImportFailedError(options.file, describeImportFailure(options.file, error) + hint, { cause: error });
  }
  return runImport(options, (trx, context) => options.write(trx, parsed, context));
}

/** 'YYYY-MM-DD' of the local calendar day. */
export function localDate(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

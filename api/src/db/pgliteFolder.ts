import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

/** Start-up could not open the database; the message says where and why (never the password). */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

/** What to do when a damaged folder is found: nothing is changed, the owner restores or moves it. */
const RESTORE_ADVICE = 'Nothing was changed. Restore DATA_DIR from a backup, or move this folder away to start with a new database.';

/** Files initdb always writes; without them PostgreSQL cannot start (or would start on nothing). */
const REQUIRED_ENTRIES = ['global/pg_control', 'base', 'pg_wal'] as const;

/**
 * 'new' for a folder that does not exist yet or is empty, 'existing' for one
 * that looks like an initialised database. Anything else is refused: PGlite
 * would otherwise run initdb over a folder whose PG_VERSION was lost and a
 * fresh, empty database (seeded with the demo) would silently replace the
 * users, accesses and subscriptions it held (docs/configuration.md, "When the data folder is damaged").
 */
export function inspectPGliteFolder(directory: string): 'new' | 'existing' {
  if (!existsSync(directory)) return 'new';
  if (!statSync(directory).isDirectory()) {
    throw new DatabaseOpenError(`The database folder ${directory} is a file, not a folder. ${RESTORE_ADVICE}`);
  }
  const entries = readdirSync(directory);
  if (entries.length === 0) return 'new';
  if (!entries.includes('PG_VERSION')) {
    throw new DatabaseOpenError(
      `The database folder ${directory} is not empty but holds no database (PG_VERSION is missing; it has ${describeEntries(entries)}). ` +
        `Refusing to create a new database over it. ${RESTORE_ADVICE}`,
    );
  }
  const version = readFileSync(path.join(directory, 'PG_VERSION'), 'utf8').trim();
  if (!/^\d{1,3}$/.test(version)) {
    throw new DatabaseOpenError(
      `The database folder ${directory} is damaged: PG_VERSION should hold a PostgreSQL major version but reads ${JSON.stringify(version.slice(0, 40))}. ${RESTORE_ADVICE}`,
    );
  }
  const missing = REQUIRED_ENTRIES.filter((entry) => !existsSync(path.join(directory, entry)));
  if (missing.length > 0) {
    throw new DatabaseOpenError(
      `The database folder ${directory} is damaged: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ${RESTORE_ADVICE}`,
    );
  }
  return 'existing';
}

/** PGlite's own start-up errors ('Aborted(). Build with -sASSERTIONS…') say nothing useful to an operator. */
export function pgliteStartFailure(directory: string, cause: unknown): DatabaseOpenError {
  const version = readVersion(directory);
  const madeBy = version === undefined ? '' : ` (made by PostgreSQL ${version})`;
  const detail = cause instanceof Error && cause.message !== '' ? cause.message : String(cause);
  return new DatabaseOpenError(
    `The database at ${directory}${madeBy} could not be started: its files are damaged or were written by another version (PGlite said: ${detail}). ${RESTORE_ADVICE}`,
    { cause },
  );
}

/**
 * Reads every row of every table, large values included, so a table file that
 * was deleted or overwritten is found at start-up rather than by the first
 * research that needs it (a 500 for every user while /readyz said 200). The
 * embedded demo database takes well under a second. A table file cut short at
 * a page boundary cannot be told from a shorter table this way; backups are
 * the answer to that (docs/configuration.md, "When the data folder is damaged").
 */
export async function verifyTablesReadable<DB>(db: Kysely<DB>, directory: string): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename
  `.execute(db);
  for (const { name } of tables) {
    try {
      // Casting the whole row to text detoasts and decompresses every large value.
      await sql`select count(*) as rows, sum(length(t::text)) as chars from ${sql.table(name)} as t`.execute(db);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new DatabaseOpenError(`The database at ${directory} is damaged: table ${name} cannot be read (${detail}). ${RESTORE_ADVICE}`, { cause: error });
    }
  }
}

function readVersion(directory: string): string | undefined {
  try {
    const version = readFileSync(path.join(directory, 'PG_VERSION'), 'utf8').trim();
    return /^\d{1,3}$/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

function describeEntries(entries: readonly string[]): string {
  const shown = entries.slice(0, 5).join(', ');
  return entries.length > 5 ? `${shown} and ${entries.length - 5} more` : shown;
}

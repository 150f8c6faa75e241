import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Logger } from '../logger';
import { lockDataDir } from './dataDirLock';
import { keepDataFolderPrivate } from './dataFolderPermissions';
import { DatabaseOpenError, inspectPGliteFolder, pgliteStartFailure, verifyTablesReadable } from './pgliteFolder';
import { PGliteDialect } from './pgliteDialect';
import { rebuildDamagedIndexes } from './pgliteIndexes';
import { type Database } from './schema';
import { PG_TYPE, parseBytea, SHARED_PARSERS } from './typeParsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PGlite only: this start created the database (the folder was new or empty). */
  created: boolean;
  /** Where the data lives, safe to log (no password). */
  location: string;
  /** Finishes the running query or transaction, then closes the pool or flushes PGlite. Idempotent. */
  close(): Promise<void>;
}

/** node-postgres pool settings (fail fast, never pile up: a short connect time-out and a small pool). */
export interface PoolSettings {
  max: number;
  /** Waiting for a connection (new or from the pool) longer than this fails: the database is unreachable. */
  connectionTimeoutMillis: number;
  /** Server-side limit per statement (PostgreSQL cancels it with 57014). */
  statementTimeoutMillis: number;
  idleTimeoutMillis: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  max: 10,
  connectionTimeoutMillis: 1000,
  statementTimeoutMillis: 5000,
  idleTimeoutMillis: 30_000,
};

export interface CreateDatabaseOptions {
  /** DATA_DIR; PGlite keeps its files in <dataDir>/pglite. Undefined: an in-memory PGlite (tests, benchmarks). */
  dataDir?: string | undefined;
  /** When set, PostgreSQL through a pg.Pool; dataDir is then unused. */
  databaseUrl?: string | undefined;
  logger: Logger;
  /** PostgreSQL only: the schema unqualified names resolve to (tests give each file its own). */
  searchPath?: string;
  pool?: Partial<PoolSettings>;
}

export { DatabaseOpenError };

/** Opens PGlite or PostgreSQL behind one Kysely<Database>, checked with SELECT 1 before returning. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined ? openPGlite(options) : openPostgres(options.databaseUrl, options);
}

async function openPGlite({ dataDir, logger }: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const directory = dataDir === undefined ? undefined : path.join(dataDir, 'pglite');
  const location = directory ?? 'memory';
  let pglite: PGlite;
  let unlock = (): void => undefined;
  let folder: 'new' | 'existing' = 'new';
  try {
    if (dataDir !== undefined) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const changed = keepDataFolderPrivate(dataDir);
      if (changed > 0) {
        logger.warn(
          { dataDir, changed },
          `Tightened the permissions of ${changed} files and folders in ${dataDir}: other accounts could read or change them, now only this one can`,
        );
      }
      unlock = lockDataDir(dataDir);
    }
    // Checked under the lock: no other process can be creating the database meanwhile.
    if (directory !== undefined) {
      folder = inspectPGliteFolder(directory);
      // Made here, not by PGlite, so the files it unpacks are never reachable by others.
      mkdirSync(directory, { recursive: true, mode: 0o700 });
    }
    pglite = await PGlite.create({
      // amcheck checks an existing folder's indexes (rebuildDamagedIndexes).
      ...(directory === undefined ? {} : { dataDir: directory, extensions: { amcheck } }),
      parsers: { ...SHARED_PARSERS, [PG_TYPE.BYTEA]: parseBytea },
    });
  } catch (error) {
    unlock();
    if (error instanceof DatabaseOpenError) throw error;
    if (directory !== undefined && folder === 'existing') throw pgliteStartFailure(directory, error);
    throw new DatabaseOpenError(`Cannot open the PGlite database at ${location}: ${describe(error)}`, { cause: error });
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  if (dataDir !== undefined && directory !== undefined) {
    try {
      // PGlite sets its files' modes itself, ignoring the umask (keepDataFolderPrivate says more); tightened again on close.
      keepDataFolderPrivate(dataDir);
      if (folder === 'existing') {
        await verifyTablesReadable(db, directory);
        for (const { index, table, problem } of await rebuildDamagedIndexes(db, directory)) {
          logger.warn({ index, table, problem }, `Index ${index} of table ${table} was damaged (${problem}); rebuilt it from the table`);
        }
      }
    } catch (error) {
      await db.destroy().catch(() => undefined);
      if (!pglite.closed) await pglite.close().catch(() => undefined);
      unlock();
      throw error;
    }
  }
  logger.info({ kind: 'pglite', location, created: folder === 'new' }, folder === 'new' ? 'Database created (PGlite)' : 'Database opened (PGlite)');
  const close = once(async () => {
    try {
      await db.destroy(); // waits for the running query or transaction
      // Kysely skips its driver's destroy when no query ever ran; close PGlite regardless.
      if (!pglite.closed) await pglite.close();
      if (dataDir !== undefined) keepDataFolderPrivate(dataDir);
    } finally {
      unlock();
    }
  });
  return { db, kind: 'pglite', location, created: folder === 'new', close };
}

async function openPostgres(databaseUrl: string, { logger, searchPath, pool: overrides }: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const settings = { ...DEFAULT_POOL_SETTINGS, ...overrides };
  const location = redactUrl(databaseUrl);
  const types = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(SHARED_PARSERS)) types.setTypeParser(Number(oid), 'text', parse);

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types,
    max: settings.max,
    connectionTimeoutMillis: settings.connectionTimeoutMillis,
    idleTimeoutMillis: settings.idleTimeoutMillis,
    statement_timeout: settings.statementTimeoutMillis,
    // A client-side backstop for a server that stops answering; the server-side timeout normally fires first.
    query_timeout: settings.statementTimeoutMillis + 1000,
    // A transaction left open by a bug must not hold locks for ever.
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'conviction-api',
    ...(searchPath === undefined ? {} : { options: `-c search_path=${quoteSearchPath(searchPath)}` }),
  });
  // Without these listeners an idle client's error (the server restarting) would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL: an idle client failed; the pool replaces it'));
  // Kysely's driver takes the pool's listener off while a client is checked out (a transaction);
  // this permanent one keeps a server shutdown mid-transaction from crashing the process.
  // The failed query still rejects, and the pool discards the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL: a connection failed'));
  });

  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = once(() => db.destroy());
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await close();
    throw new DatabaseOpenError(`Cannot reach PostgreSQL at ${location}: ${describe(error)}`, { cause: error });
  }
  logger.info({ kind: 'postgres', location, searchPath }, 'Database opened (PostgreSQL)');
  return { db, kind: 'postgres', location, created: false, close };
}

/** postgres://user:secret@host:5432/db → postgres://user@host:5432/db */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** Only plain identifiers reach the connection options string. */
function quoteSearchPath(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name for search_path: ${schema}`);
  return schema;
}

/** "ECONNREFUSED connect ..." from whatever was thrown (duck-typed: errors from Node's own modules can come from another realm under jest). */
function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message, errors, name } = error as { code?: unknown; message?: unknown; errors?: unknown; name?: unknown };
  // An AggregateError (every address of a host refused) has an empty message; use its first error's.
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const text =
    (typeof message === 'string' && message) ||
    (typeof first === 'object' && first !== null && typeof (first as { message?: unknown }).message === 'string'
      ? (first as { message: string }).message
      : '') ||
    (typeof name === 'string' ? name : 'unknown error');
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= action());
}

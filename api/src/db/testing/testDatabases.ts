import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { createDatabase, type DatabaseHandle, type PoolSettings } from '../createDatabase';
import { migrateToLatest } from '../migrations';

export type EngineName = 'pglite' | 'postgres';

export interface OpenOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** PostgreSQL only. */
  pool?: Partial<PoolSettings>;
  /** PGlite only: a data directory (DATA_DIR) instead of memory. */
  dataDir?: string;
}

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL: the schema made for this handle (dropped by close()). PGlite: 'public'. */
  schema: string;
}

export interface TestEngine {
  name: EngineName;
  open(options?: OpenOptions): Promise<TestDatabase>;
}

/** PGlite's first start in a process runs initdb in WASM: seconds, not milliseconds. */
export const OPEN_TIMEOUT_MS = 60_000;

const quiet = pino({ level: 'silent' });

/**
 * The engines every store test runs against, for `describe.each`: PGlite
 * always, PostgreSQL when TEST_DATABASE_URL is set. CI must test both, so a
 * missing URL under CI=true fails the suite instead of silently skipping.
 * Open one database per test file (beforeAll): PGlite takes seconds to start.
 */
export function testDatabases(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && isCi()) {
    throw new Error('TEST_DATABASE_URL is not set, but CI is: the store tests must also run against PostgreSQL (see .ci/run).');
  }
  const engines: TestEngine[] = [{ name: 'pglite', open: openPGlite }];
  if (url) engines.push({ name: 'postgres', open: (options) => openPostgres(url, options) });
  return engines;
}

const isCi = (): boolean => {
  const value = process.env.CI?.toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
};

async function openPGlite(options: OpenOptions = {}): Promise<TestDatabase> {
  const handle = await createDatabase({ dataDir: options.dataDir, logger: quiet });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return { ...handle, schema: 'public' };
}

const TEST_POOL_SLACK = { connectionTimeoutMillis: 10_000, statementTimeoutMillis: 30_000 };

/** A fresh schema per handle, so parallel jest workers (and files) never see each other's rows. */
async function openPostgres(url: string, options: OpenOptions = {}): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  let handle: DatabaseHandle;
  try {
    // The production limits (1 s to connect, 5 s a statement) fail fast on purpose; a test
    // machine busy with parallel jest workers needs slack, and tests that check the limits set their own.
    handle = await createDatabase({ databaseUrl: url, searchPath: schema, logger: quiet, pool: { ...TEST_POOL_SLACK, ...options.pool } });
    if (options.migrate !== false) await migrateToLatest(handle.db);
  } catch (error) {
    await adminQuery(url, `drop schema if exists ${schema} cascade`);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    schema,
    close: () =>
      (closing ??= (async () => {
        await handle.close();
        await adminQuery(url, `drop schema if exists ${schema} cascade`);
      })()),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined); // a server restart while we wait must not crash the test process
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens `engine` once for the enclosing describe block (beforeAll) and closes it
 * afterwards. Tests read `.db` as from an open handle; reading it before
 * beforeAll has run throws.
 */
export function databaseForSuite(engine: TestEngine, options?: OpenOptions): Pick<TestDatabase, 'db' | 'schema'> {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await engine.open(options);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => opened?.close());
  const current = (): TestDatabase => {
    if (!opened) throw new Error('The test database is opened in beforeAll; read it inside a test or hook.');
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get schema() {
      return current().schema;
    },
  };
}

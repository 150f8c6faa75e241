import pg from 'pg';
import pino from 'pino';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { testDatabases, type TestEngine } from '../db/testing/testDatabases';

/** PostgreSQL, when TEST_DATABASE_URL is set: the coordination tests need real connections. */
export const postgresEngine: TestEngine | undefined = testDatabases().find((engine) => engine.name === 'postgres');
export const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
/** describe, or describe.skip without PostgreSQL. */
export const describeOnPostgres = postgresEngine === undefined ? describe.skip : describe;

export const quietLogger = pino({ level: 'silent' });

/** A second pool on the same schema: another "instance". */
export function anotherInstance(schema: string): Promise<DatabaseHandle> {
  return createDatabase({ databaseUrl, searchPath: schema, logger: quietLogger, pool: { connectionTimeoutMillis: 10_000, statementTimeoutMillis: 30_000 } });
}

/** Runs one statement on a connection of its own (an outside process: psql, a crash). */
export async function outsideQuery(statement: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Polls `condition` until it holds, or fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

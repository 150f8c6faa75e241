import { sql, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import { type Database } from './schema';

/** /readyz waits this long for SELECT 1 (well under a load balancer's usual 1 s probe time-out). */
export const READINESS_TIMEOUT_MS = 500;

export class DatabaseNotReadyError extends Error {
  override readonly name = 'DatabaseNotReadyError';
}

/**
 * Resolves when a trivial query answers within `timeoutMs`, rejects otherwise.
 * A slow query is not cancelled (PGlite cannot; PostgreSQL's statement_timeout
 * will), the probe just stops waiting for it.
 */
export async function pingDatabase<DB>(db: Kysely<DB>, timeoutMs = READINESS_TIMEOUT_MS): Promise<void> {
  await withinDeadline(sql`select 1`.execute(db), timeoutMs, `SELECT 1 took longer than ${timeoutMs} ms`);
}

/** The newest migration this code knows: a database behind it is not ready to serve this code. */
const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1);

/**
 * /readyz: reads a real table (the migration ledger), so a database whose
 * schema is missing, behind this code or unreadable is not ready, where
 * SELECT 1 would have answered from any empty database.
 */
export async function checkDatabaseReady(db: Kysely<Database>, timeoutMs = READINESS_TIMEOUT_MS): Promise<void> {
  const { rows } = await withinDeadline(
    sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db),
    timeoutMs,
    `Reading the migration ledger took longer than ${timeoutMs} ms`,
  );
  const applied = rows[0]?.name;
  if (applied !== LATEST_MIGRATION) {
    throw new DatabaseNotReadyError(`The schema is at ${applied ?? 'no migration'}; this server needs ${LATEST_MIGRATION ?? 'none'}`);
  }
}

async function withinDeadline<T>(work: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseNotReadyError(message)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

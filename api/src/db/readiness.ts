import { sql, type Kysely } from 'kysely';

/** /readyz waits this long for SELECT 1 (design note: about 500 ms). */
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
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseNotReadyError(`SELECT 1 took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { advisoryLockKey, currentSchema, type LockPurpose } from './advisoryLockKey';

export interface TransactionLockOptions {
  /** Between two tries while another process holds the lock. */
  pollMs?: number;
  /** Give up (throw) after waiting this long. */
  timeoutMs?: number;
}

const NOT_YET = Symbol('lock held elsewhere');

/**
 * Runs `work` in one transaction holding the `purpose` lock of the current
 * schema, so processes starting together on one PostgreSQL take turns (PGlite,
 * one process, always gets it at once).
 *
 * A transaction-level lock (pg_try_advisory_xact_lock) rather than a session
 * one: commit, rollback, a thrown error or a dead process all release it, and
 * the pooled connection goes back clean. It is tried, not waited for, in a
 * fresh transaction each time: a blocking wait would count against the pool's
 * 5 s statement time-out (a seed can take longer), and a waiter holds no
 * transaction open between tries.
 */
export async function inTransactionUnderLock<D, T>(
  db: Kysely<D>,
  purpose: LockPurpose,
  work: (trx: Transaction<D>) => Promise<T>,
  options: TransactionLockOptions = {},
): Promise<T> {
  const { pollMs = 100, timeoutMs = 10 * 60_000 } = options;
  const key = advisoryLockKey(await currentSchema(db), purpose);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}::bigint) as locked`.execute(trx);
      return rows[0]?.locked ? { value: await work(trx) } : NOT_YET;
    });
    if (result !== NOT_YET) return result.value;
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for the ${purpose} lock`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

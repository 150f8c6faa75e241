import { createHash } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';

/** What a lock guards; each purpose has its own key. */
export type LockPurpose = 'demo-seed' | 'shared-jobs';

/**
 * The advisory lock key of `purpose` in `schema`, as a decimal string (cast it
 * with `::bigint`). Advisory locks are database-wide, so the key includes the
 * schema: test files share one database, one schema each, and must never wait
 * for (or be mistaken for) each other. The first 8 bytes of a SHA-256 are the
 * same in every process and every Node version, unlike a home-made hash.
 */
export function advisoryLockKey(schema: string, purpose: LockPurpose): string {
  return createHash('sha256').update(`conviction:${schema}:${purpose}`).digest().readBigInt64BE(0).toString();
}

/** The schema unqualified names resolve to (search_path): 'public' unless configured. */
export async function currentSchema(db: QueryExecutorProvider): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema: check search_path');
  return schema;
}

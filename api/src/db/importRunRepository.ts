import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { announceDataChange } from './dataChanges';
import { inChunks } from './chunked';
import { type Database, type ImportRunsTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records a committed import; call it inside the import's transaction so it
 * commits with the data. Every server on this schema is notified on commit
 * (docs/coordination.md); a rolled-back import notifies nobody.
 */
export async function recordImportRun(db: Db, run: Insertable<ImportRunsTable>): Promise<number> {
  const { id } = await db.insertInto('import_runs').values(run).returning('id').executeTakeFirstOrThrow();
  await announceDataChange(db);
  return id;
}

/** The data version: the id of the latest committed import (0 before the first). One index lookup. */
export async function currentDataVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('import_runs')
    .select((eb) => eb.fn.max('id').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Makes the stored analyses of these companies stale, so the next refresh
 * recomputes them: their data-source notes (list as-of dates) are not part of
 * the data fingerprint, so a changed listing alone would not be noticed.
 */
export async function markAnalysesStale(db: Db, companyIds: readonly string[]): Promise<void> {
  await inChunks(companyIds, 1, (chunk) =>
    db
      .updateTable('analyses')
      .set({ data_fingerprint: sql<string>`''` })
      .where('company_id', 'in', chunk)
      .execute(),
  );
}

import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type ManagementGuidanceTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export type StoredGuidance = Selectable<ManagementGuidanceTable>;

/** The stored guidance of the given companies. */
export async function guidanceOf(db: Db, companyIds: readonly string[]): Promise<StoredGuidance[]> {
  const found: StoredGuidance[] = [];
  await inChunks(companyIds, 1, async (chunk) => {
    found.push(...(await db.selectFrom('management_guidance').selectAll().where('company_id', 'in', chunk).orderBy('id').execute()));
  });
  return found;
}

/** Rewrites the figures and wording of stored guidance rows, by id. */
export async function updateGuidanceRows(db: Db, rows: ReadonlyArray<Insertable<ManagementGuidanceTable> & { id: number }>): Promise<void> {
  for (const { id, ...values } of rows) await db.updateTable('management_guidance').set(values).where('id', '=', id).execute();
}

export async function deleteGuidanceRows(db: Db, ids: readonly number[]): Promise<void> {
  await inChunks(ids, 1, (chunk) => db.deleteFrom('management_guidance').where('id', 'in', chunk).execute());
}

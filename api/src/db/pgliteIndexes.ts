import { sql, type Kysely } from 'kysely';
import { DatabaseOpenError } from './pgliteFolder';

/** Where amcheck's functions live while the check runs; dropped afterwards, so the database keeps no trace. */
const CHECK_SCHEMA = 'conviction_index_check';

export interface RebuiltIndex {
  index: string;
  table: string;
  /** What amcheck found, e.g. 'invalid page in block 1 of relation "base/5/16418"'. */
  problem: string;
}

/**
 * Reading every table (verifyTablesReadable) never touches an index, so an
 * index file overwritten on disk went unnoticed until the researches that
 * looked rows up through it answered 500 while /readyz said 200. This checks
 * every B-tree index of the database's own tables with amcheck's
 * bt_index_check (it reads every page and checks the order of the keys; the
 * 1,200-company demo's 2.8 MB of indexes take under a tenth of a second) and
 * rebuilds a damaged one from its table, which was just read in
 * full. An index that cannot be rebuilt stops start-up. PGlite must have been
 * created with the amcheck extension.
 */
export async function rebuildDamagedIndexes<DB>(db: Kysely<DB>, directory: string): Promise<RebuiltIndex[]> {
  await sql`create schema if not exists ${sql.id(CHECK_SCHEMA)}`.execute(db);
  await sql`create extension if not exists amcheck schema ${sql.id(CHECK_SCHEMA)}`.execute(db);
  let rebuilt: RebuiltIndex[];
  try {
    rebuilt = await checkAndRebuild(db, directory);
  } catch (error) {
    await dropCheckSchema(db).catch(() => undefined);
    throw error;
  }
  await dropCheckSchema(db);
  return rebuilt;
}

async function checkAndRebuild<DB>(db: Kysely<DB>, directory: string): Promise<RebuiltIndex[]> {
  const { rows: indexes } = await sql<{ oid: number; index: string; table: string }>`
    select c.oid::int as oid, c.relname as index, t.relname as table
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_am am on am.oid = c.relam
    where c.relnamespace = current_schema()::regnamespace and am.amname = 'btree'
    order by t.relname, c.relname
  `.execute(db);
  const rebuilt: RebuiltIndex[] = [];
  for (const { oid, index, table } of indexes) {
    const problem = await problemWith(db, oid);
    if (problem === undefined) continue;
    let failure: string | undefined;
    try {
      await sql`reindex index ${sql.id(index)}`.execute(db);
      failure = await problemWith(db, oid);
    } catch (error) {
      failure = messageOf(error);
    }
    if (failure !== undefined) {
      throw new DatabaseOpenError(
        `The database at ${directory} is damaged: index ${index} of table ${table} is unreadable (${problem}) and could not be rebuilt (${failure}). ` +
          "Restore DATA_DIR from a backup (docs/configuration.md, 'When the data folder is damaged').",
      );
    }
    rebuilt.push({ index, table, problem });
  }
  return rebuilt;
}

/** amcheck's verdict on one index: undefined when sound. */
async function problemWith<DB>(db: Kysely<DB>, oid: number): Promise<string | undefined> {
  try {
    await sql`select ${sql.id(CHECK_SCHEMA, 'bt_index_check')}(${oid}::oid::regclass)`.execute(db);
    return undefined;
  } catch (error) {
    return messageOf(error);
  }
}

async function dropCheckSchema<DB>(db: Kysely<DB>): Promise<void> {
  await sql`drop schema if exists ${sql.id(CHECK_SCHEMA)} cascade`.execute(db);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

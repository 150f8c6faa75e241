import { Migrator, sql, type Kysely } from 'kysely';
import { MIGRATIONS } from '../migrations';
import { withOwnSchemaIntrospection } from '../migrations/ownSchemaIntrospection';
import { type Database } from '../schema';

/**
 * A migrator that knows only the migrations numbered below `next`, for tests
 * that build an older database, add rows, and then migrate it forward.
 *
 * It looks at this handle's schema only, as `migrateToLatest` does: Kysely's
 * own check reads every schema, and fails with 3F000 when a parallel test file
 * drops its schema meanwhile.
 */
export async function migratorBefore(db: Kysely<Database>, next: string): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema: check search_path');
  const upTo = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < next));
  return new Migrator({ db: withOwnSchemaIntrospection(db, schema), provider: { getMigrations: async () => upTo }, migrationTableSchema: schema });
}

import { sql, type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, type TableMetadata } from 'kysely';

/**
 * The handle Kysely's Migrator is given: the same connections, but its check
 * "do the migration tables exist yet?" looks at our schema only.
 *
 * Kysely's own check reads every column of every schema and calls
 * pg_get_serial_sequence and has_schema_privilege on each. When another
 * deployment or a parallel test file alters or drops its schema meanwhile,
 * those calls fail (42703 'column "is_lender" of relation "companies" does not
 * exist', 3F000 'schema ... does not exist') and our start-up migration fails
 * with them, though nothing of ours is wrong. migrations.test.ts reproduces it.
 */
export function withOwnSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function ownSchemaIntrospector<DB>(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  const getTables = async (options?: DatabaseMetadataOptions): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')
      order by c.relname
    `.execute(db);
    return rows
      .filter((row) => options?.withInternalKyselyTables === true || !row.name.startsWith('kysely_'))
      .map((row) => ({ name: row.name, schema, isView: row.kind === 'v', columns: [] }));
  };
  return {
    getSchemas: async () => [{ name: schema }],
    getTables,
    getMetadata: async (options) => ({ tables: await getTables(options) }),
  };
}

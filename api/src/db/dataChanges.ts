import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * The channel every instance LISTENs on. The payload is the schema whose data
 * changed, so instances on other schemas of the same database (test files)
 * ignore it. Notifications are not database-scoped by PostgreSQL beyond the
 * database itself.
 */
export const DATA_CHANGE_CHANNEL = 'conviction_data';

/**
 * Tells every instance on this database and schema that stored data changed
 * (an import, recomputed analyses or peer tables), so they drop their caches.
 * Inside a transaction it is delivered on commit only, and never on rollback.
 * Harmless on PGlite, where nobody listens.
 */
export async function announceDataChange(db: QueryExecutorProvider): Promise<void> {
  await sql`select pg_notify(${DATA_CHANGE_CHANNEL}, current_schema())`.execute(db);
}

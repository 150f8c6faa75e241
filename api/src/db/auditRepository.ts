import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { type AuditEventsTable, type Database, type NewAuditEvent } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insertInto('audit_events').values(event).execute();
}

/** The user's own events, oldest first (for the account export). */
export async function auditEventsOf(db: Db, userId: string): Promise<Array<Selectable<AuditEventsTable>>> {
  return db.selectFrom('audit_events').selectAll().where('actor_user_id', '=', userId).orderBy('occurred_at').orderBy('id').execute();
}

/** Clears the IP address and user agent of events older than the cut-off; returns the rows cleared. */
export async function clearAuditPersonalData(db: Db, olderThan: Date): Promise<number> {
  const result = await db
    .updateTable('audit_events')
    .set({ ip: null, user_agent: null })
    .where('occurred_at', '<', olderThan)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type SupportMessagesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export type SupportMessageRow = Selectable<SupportMessagesTable> & { company_name: string | null };
export type NewSupportMessage = Omit<Insertable<SupportMessagesTable>, 'id' | 'status' | 'closed_at' | 'forwarded_at' | 'forward_error'>;

export async function insertSupportMessage(db: Db, row: NewSupportMessage): Promise<{ id: string; reference: string }> {
  return db.insertInto('support_messages').values(row).returning(['id', 'reference']).executeTakeFirstOrThrow();
}

/** SQLSTATE 23505 on the reference: another message drew the same one. */
export function isReferenceTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'support_messages_reference_key');
}

export async function recordForward(db: Db, id: string, outcome: { forwardedAt: Date } | { error: string }): Promise<void> {
  await db
    .updateTable('support_messages')
    .set('forwardedAt' in outcome ? { forwarded_at: outcome.forwardedAt, forward_error: null } : { forward_error: outcome.error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

const withCompany = (db: Db) =>
  db
    .selectFrom('support_messages')
    .leftJoin('companies', 'companies.id', 'support_messages.company_id')
    .selectAll('support_messages')
    .select('companies.name as company_name');

/** The open messages: priority first, then oldest first (the operator's queue). */
export async function openSupportMessages(db: Db): Promise<SupportMessageRow[]> {
  return withCompany(db)
    .where('support_messages.status', '=', 'open')
    .orderBy('support_messages.priority', 'desc')
    .orderBy('support_messages.created_at')
    .orderBy('support_messages.reference')
    .execute();
}

export async function supportMessageByReference(db: Db, reference: string): Promise<SupportMessageRow | undefined> {
  return withCompany(db).where('support_messages.reference', '=', reference).executeTakeFirst();
}

/** Closes an open message; false when there is no open message of that reference. */
export async function closeSupportMessage(db: Db, reference: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('support_messages')
    .set({ status: 'closed', closed_at: now })
    .where('reference', '=', reference)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user's own messages, oldest first (the account export). */
export async function supportMessagesOf(db: Db, userId: string): Promise<SupportMessageRow[]> {
  return withCompany(db).where('support_messages.user_id', '=', userId).orderBy('support_messages.created_at').execute();
}

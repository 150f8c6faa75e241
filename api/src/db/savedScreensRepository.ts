import { type Kysely, type Selectable } from 'kysely';
import { type Database, type SavedScreensTable } from './schema';

export type SavedScreenRow = Pick<Selectable<SavedScreensTable>, 'id' | 'name' | 'query' | 'created_at'>;

/** Newest first; the id breaks ties so the order is stable. */
export async function listSavedScreens(db: Kysely<Database>, userId: string): Promise<SavedScreenRow[]> {
  return db
    .selectFrom('saved_screens')
    .select(['id', 'name', 'query', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSavedScreens(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_screens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the user already keeps a screen of this name, without regard to case. */
export async function hasScreenNamed(db: Kysely<Database>, userId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('saved_screens')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSavedScreen(db: Kysely<Database>, row: { userId: string; name: string; query: string; now: Date }): Promise<SavedScreenRow> {
  return db
    .insertInto('saved_screens')
    .values({ user_id: row.userId, name: row.name, query: row.query, created_at: row.now })
    .returning(['id', 'name', 'query', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the user's own screen; false when there is none of that id for this user. */
export async function deleteSavedScreen(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_screens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** SQLSTATE 23505 on the (user, lower(name)) index: a parallel save took the name first. */
export function isScreenNameTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'saved_screens_user_name');
}

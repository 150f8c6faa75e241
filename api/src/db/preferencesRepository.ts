import { sql, type Kysely } from 'kysely';
import { type Database } from './schema';

export interface PreferencesRow {
  lens: string;
  weights: Record<string, number> | null;
}

export async function preferencesOf(db: Kysely<Database>, userId: string): Promise<PreferencesRow | undefined> {
  return db.selectFrom('user_preferences').select(['lens', 'weights']).where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts or replaces the user's row. */
export async function savePreferences(db: Kysely<Database>, userId: string, row: PreferencesRow, now: Date): Promise<void> {
  const weights = row.weights === null ? null : sql<Record<string, number>>`${JSON.stringify(row.weights)}::jsonb`;
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, lens: row.lens, weights, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ lens: row.lens, weights, updated_at: now }))
    .execute();
}

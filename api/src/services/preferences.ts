import { type Kysely } from 'kysely';
import { DEFAULT_PREFERENCES, PreferencesSchema, type Preferences } from 'shared-types/api';
import { preferencesOf, savePreferences } from '../db/preferencesRepository';
import { type Database } from '../db/schema';

/**
 * A user's lens and pillar weights (docs/product-rules.md, "Personal view").
 * A stored row that no longer fits the contract (a lens retired later) reads
 * as the defaults rather than failing the page.
 */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await preferencesOf(db, userId);
  if (!row) return DEFAULT_PREFERENCES;
  const parsed = PreferencesSchema.safeParse({ lens: row.lens, weights: row.weights });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export async function writePreferences(db: Kysely<Database>, userId: string, preferences: Preferences, now: Date): Promise<Preferences> {
  await savePreferences(db, userId, preferences, now);
  return preferences;
}

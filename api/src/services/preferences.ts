import { type Kysely } from 'kysely';
import { DEFAULT_PREFERENCES, LENSES, PillarWeightsSchema, V1PillarWeightsSchema, weightsById, type PillarWeights, type Preferences } from 'shared-types/api';
import { preferencesOf, savePreferences } from '../db/preferencesRepository';
import { type Database } from '../db/schema';

/**
 * Stored weights by pillar id. Rows keyed by the v1 names (written by an API
 * from before ids while migration 0017 ran, or during a rolling deploy) are
 * read as ids; anything else reads as the standard weights.
 */
function storedWeights(weights: unknown): PillarWeights | null {
  const byId = PillarWeightsSchema.safeParse(weights);
  if (byId.success) return byId.data;
  const byName = V1PillarWeightsSchema.safeParse(weights);
  return byName.success ? weightsById(byName.data) : null;
}

/**
 * A user's lens and pillar weights (docs/product-rules.md, "Personal view").
 * A stored row that no longer fits the contract reads as the defaults, part by
 * part (a lens retired later, weights that cannot be read), rather than failing the page.
 */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await preferencesOf(db, userId);
  if (!row) return DEFAULT_PREFERENCES;
  const lens = LENSES.find((known) => known === row.lens) ?? DEFAULT_PREFERENCES.lens;
  return { lens, weights: storedWeights(row.weights) };
}

export async function writePreferences(db: Kysely<Database>, userId: string, preferences: Preferences, now: Date): Promise<Preferences> {
  await savePreferences(db, userId, preferences, now);
  return preferences;
}

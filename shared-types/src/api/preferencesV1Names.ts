import * as z from 'zod/mini';
import { PILLAR_IDS, PILLAR_V1_NAMES, pillarIdOfV1Name, type PillarId } from './pillars';
import { PILLAR_NAMES, preferencesSchemaWith, sixPillarWeightsSchema, type PillarName, type PillarWeights, type Preferences } from './preferences';

/**
 * Pillar weights keyed by the v1 names ('Business quality'), as shells built
 * before pillar ids send and read them. Only for the compatibility window of
 * docs/api-compatibility.md ('Pillar weights by v1 name'): this file goes when it closes.
 */

export const V1PillarWeightsSchema = sixPillarWeightsSchema(PILLAR_NAMES);
export type V1PillarWeights = z.infer<typeof V1PillarWeightsSchema>;

export const V1PreferencesSchema = preferencesSchemaWith(V1PillarWeightsSchema);
export type V1Preferences = z.infer<typeof V1PreferencesSchema>;

/**
 * The query of GET and PUT /api/account/preferences. A client that reads
 * weights by pillar id says so with `?weights=ids`; without it the answer keeps
 * the v1 names, which is what every client built before ids expects.
 */
export const PreferencesQuerySchema = z.strictObject({ weights: z.optional(z.literal('ids')) });
export type PreferencesQuery = z.infer<typeof PreferencesQuerySchema>;
export const READS_PILLAR_IDS: PreferencesQuery = { weights: 'ids' };

const v1NameOf = (id: PillarId) => PILLAR_V1_NAMES[id] as PillarName;

export function weightsById(weights: V1PillarWeights): PillarWeights {
  return Object.fromEntries(PILLAR_IDS.map((id) => [id, weights[v1NameOf(id)]])) as PillarWeights;
}

export function weightsByV1Name(weights: PillarWeights): V1PillarWeights {
  return Object.fromEntries(PILLAR_IDS.map((id) => [v1NameOf(id), weights[id]])) as V1PillarWeights;
}

export function preferencesWithV1Names(preferences: Preferences): V1Preferences {
  return { lens: preferences.lens, weights: preferences.weights === null ? null : weightsByV1Name(preferences.weights) };
}

/**
 * Which keys a set of weights uses: 'v1_names' when any key is a v1 name and
 * none is an id, 'mixed' when both occur; anything else (ids, unknown keys,
 * no weights) is read as ids, whose schema then names what is wrong.
 */
export function weightKeysOf(weights: unknown): 'ids' | 'v1_names' | 'mixed' {
  if (typeof weights !== 'object' || weights === null || Array.isArray(weights)) return 'ids';
  const keys = Object.keys(weights);
  const hasId = keys.some((key) => (PILLAR_IDS as readonly string[]).includes(key));
  const hasName = keys.some((key) => pillarIdOfV1Name(key) !== null);
  if (hasId && hasName) return 'mixed';
  return hasName ? 'v1_names' : 'ids';
}

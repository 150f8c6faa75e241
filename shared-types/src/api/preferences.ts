import * as z from 'zod/mini';
import { PILLAR_IDS, PILLAR_V1_NAMES, type PillarId } from './pillars';

/**
 * A signed-in user's own way of reading a result (docs/product-rules.md,
 * "Personal view"): the lens the result opens on, and optionally their own
 * weights for the score's six pillars, keyed by pillar id. GET and PUT
 * /api/account/preferences; clients built before pillar ids send and read the
 * v1 names instead (preferencesV1Names.ts, docs/api-compatibility.md).
 */

export const LENSES = ['standard', 'graham', 'buffett', 'lynch', 'greenblatt', 'piotroski'] as const;
export type Lens = (typeof LENSES)[number];

/**
 * The six pillars of the score, as Part 4 names them, with their standard
 * weights. The analysis engine still keys its pillars by these names; saved
 * weights use STANDARD_PILLAR_WEIGHTS_BY_ID.
 */
export const STANDARD_PILLAR_WEIGHTS = {
  'Business quality': 25,
  Growth: 20,
  'Financial strength': 15,
  'Earnings quality': 15,
  'Management credibility': 10,
  Valuation: 15,
} as const;
export type PillarName = keyof typeof STANDARD_PILLAR_WEIGHTS;
export const PILLAR_NAMES = Object.keys(STANDARD_PILLAR_WEIGHTS) as PillarName[];

/** The standard weights by pillar id, taken from the engine's own table so the two cannot drift apart. */
export const STANDARD_PILLAR_WEIGHTS_BY_ID: Readonly<Record<PillarId, number>> = Object.fromEntries(
  PILLAR_IDS.map((id) => [id, STANDARD_PILLAR_WEIGHTS[PILLAR_V1_NAMES[id] as PillarName]]),
) as Record<PillarId, number>;

/** Weights may differ from 100 by this much, for sums of decimals typed by hand. */
const SUM_TOLERANCE = 0.01;

const pillarWeight = z.number().check(z.gte(0, 'must be 0 or more'), z.lte(100, 'must be 100 or less'));

/**
 * A weight for each of the six pillars, under the given keys (ids here, the v1
 * names in preferencesV1Names.ts), adding up to 100; no other key.
 */
export function sixPillarWeightsSchema<K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, pillarWeight])) as Record<K, typeof pillarWeight>;
  return z.strictObject(shape).check(
    // Only reached when every key holds a number (zod runs checks after the shape passes).
    z.refine((weights) => Math.abs(Object.values(weights as Record<string, number>).reduce((sum, w) => sum + w, 0) - 100) <= SUM_TOLERANCE, {
      message: 'the six pillar weights must add up to 100',
    }),
  );
}

export const PillarWeightsSchema = sixPillarWeightsSchema(PILLAR_IDS);
export type PillarWeights = z.infer<typeof PillarWeightsSchema>;

/** A lens and, null for the standard weights, the given schema's weights. */
export function preferencesSchemaWith<W extends z.ZodMiniType>(weights: W) {
  return z.strictObject({ lens: z.enum(LENSES), weights: z.nullable(weights) });
}

export const PreferencesSchema = preferencesSchemaWith(PillarWeightsSchema);
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What a user who never chose gets. */
export const DEFAULT_PREFERENCES: Preferences = { lens: 'standard', weights: null };

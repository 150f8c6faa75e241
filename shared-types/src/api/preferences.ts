import * as z from 'zod/mini';

/**
 * A signed-in user's own way of reading a result (docs/product-rules.md,
 * "Personal view"): the lens the result opens on, and optionally their own
 * weights for the score's six pillars. GET and PUT /api/account/preferences.
 */

export const LENSES = ['standard', 'graham', 'buffett', 'lynch', 'greenblatt', 'piotroski'] as const;
export type Lens = (typeof LENSES)[number];

/** The six pillars of the score, as Part 4 names them, with their standard weights. */
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

/** Weights may differ from 100 by this much, for sums of decimals typed by hand. */
const SUM_TOLERANCE = 0.01;

const pillarWeight = z.number().check(z.gte(0, 'must be 0 or more'), z.lte(100, 'must be 100 or less'));

export const PillarWeightsSchema = z
  .strictObject({
    'Business quality': pillarWeight,
    Growth: pillarWeight,
    'Financial strength': pillarWeight,
    'Earnings quality': pillarWeight,
    'Management credibility': pillarWeight,
    Valuation: pillarWeight,
  })
  .check(
    z.refine((weights) => Math.abs(Object.values(weights).reduce((sum, w) => sum + w, 0) - 100) <= SUM_TOLERANCE, {
      message: 'the six pillar weights must add up to 100',
    }),
  );
export type PillarWeights = z.infer<typeof PillarWeightsSchema>;

export const PreferencesSchema = z.strictObject({
  lens: z.enum(LENSES),
  /** Null: the standard weights. */
  weights: z.nullable(PillarWeightsSchema),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What a user who never chose gets. */
export const DEFAULT_PREFERENCES: Preferences = { lens: 'standard', weights: null };

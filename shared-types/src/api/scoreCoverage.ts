/**
 * The coverage rule of the investment score (docs/product-rules.md): a score
 * is published only when enough of it rests on data. The engine applies it to
 * the standard score and the browser to a user's personal score, from here.
 */

/** A score needs at least this many of its 100 points resting on data. */
export const MIN_ASSESSABLE_POINTS = 70;
/** …and at least this share of each of these pillars' points: the score must see the business, its balance sheet and its price. */
export const MIN_PILLAR_SHARE = 0.5;
export const PILLARS_NEEDED = ['Business quality', 'Financial strength', 'Valuation'] as const;

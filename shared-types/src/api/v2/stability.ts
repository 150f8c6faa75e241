/**
 * The shape of a stability figure (api/src/analysis/math/stability.ts), one list for the score's
 * stability measures and the report's: a named rise or fall (half a point a year or more), or only
 * the spread, around the trend (flat or rising) or around the mean (falling).
 */
export const STABILITY_SHAPES = ['rise', 'fall', 'around_trend', 'around_mean'] as const;
export type StabilityShape = (typeof STABILITY_SHAPES)[number];

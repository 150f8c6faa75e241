import * as z from 'zod/mini';
import { openEnum } from './payloadTolerance';

/**
 * The numbers behind the payload's prose, for the UI to use as they are: the
 * texts ('Base Case (55% Probability)', 'Credibility score: 49/100', '12.0 of 20
 * points') keep saying the same, but nothing has to be read back out of them.
 */

export const SCENARIO_CASES = ['base', 'bull', 'bear'] as const;
export type ScenarioCase = (typeof SCENARIO_CASES)[number];

export const ScenarioFigureSchema = z.looseObject({
  case: openEnum(SCENARIO_CASES),
  /** This case's key in Part 3 section 5, e.g. 'Base Case (55% Probability)'. */
  title: z.string(),
  /** In percent (55 means 55%); null when no probability could be weighed. */
  probability_percent: z.nullable(z.number()),
  /** IRR a year as a fraction (0.165 is 16.5%) over a 5- and a 10-year hold; null when not meaningful. */
  irr_5_years: z.nullable(z.number()),
  irr_10_years: z.nullable(z.number()),
});
export type ScenarioFigure = z.infer<typeof ScenarioFigureSchema>;

export const PillarFigureSchema = z.looseObject({
  /** The pillar's title in Part 4, e.g. 'Growth'. */
  name: z.string(),
  weight: z.number(),
  /** Points of the weight that rest on data; 0 when the pillar could not be assessed. */
  points_possible: z.number(),
  /** Null when the pillar was not assessed, or the company is not rated. */
  points_earned: z.nullable(z.number()),
});
export type PillarFigure = z.infer<typeof PillarFigureSchema>;

export const AnalysisFiguresSchema = z.looseObject({
  /** 0–100, as in 'Credibility score: N/100'; null when there is no past guidance to check. */
  credibility_score: z.nullable(z.number()),
  /** Base, bull and bear, in that order; empty when no scenario can be built. */
  scenarios: z.array(ScenarioFigureSchema),
  score_pillars: z.array(PillarFigureSchema),
});
export type AnalysisFigures = z.infer<typeof AnalysisFiguresSchema>;

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

export const RISK_LEVELS = ['Low', 'Moderate', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

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

export const ValuationCandidateSchema = z.looseObject({
  /** The estimate's name in Part 3 section 4, e.g. 'EPS × justified P/E'. */
  method: z.string(),
  /** ₹ a share. */
  value: z.number(),
});
export type ValuationCandidate = z.infer<typeof ValuationCandidateSchema>;

/** One valuation model of Part 3 section 4, in the range or out of it, and why (issue 29). */
export const ValuationModelSchema = z.looseObject({
  method: z.string(),
  /** ₹ a share; null when the model could not be computed. */
  value: z.nullable(z.number()),
  /** True when the model's assumption holds and its value is in the range. */
  used: z.boolean(),
  reason: z.string(),
});
export type ValuationModel = z.infer<typeof ValuationModelSchema>;

/** The low end of the range with ROE, and separately growth, `shift` lower and higher; ₹ a share, null when not computable. */
export const ValuationSensitivitySchema = z.looseObject({
  shift: z.number(),
  roe_down: z.nullable(z.number()),
  roe_up: z.nullable(z.number()),
  growth_down: z.nullable(z.number()),
  growth_up: z.nullable(z.number()),
});
export type ValuationSensitivity = z.infer<typeof ValuationSensitivitySchema>;

/** The intrinsic-value estimate of Part 3 section 4, in ₹ a share. */
export const ValuationFigureSchema = z.looseObject({
  /**
   * What the margin of safety is measured against: the low end of the range (issue 29; estimates are
   * never averaged). Older payloads held the median of the candidates.
   */
  intrinsic_value: z.nullable(z.number()),
  /** The lowest and the highest candidate; null without candidates. */
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  /** (IV − price) / IV as a fraction (0.25 is 25%); null without a price or a positive IV. */
  margin_of_safety: z.nullable(z.number()),
  /** The estimates in the range, lowest first. */
  candidates: z.array(ValuationCandidateSchema),
  /** 'low_end': intrinsic_value is the range's low end. Absent in older payloads (the median). */
  margin_basis: z.optional(z.literal('low_end')),
  /** Every model, used or not, with its reason; absent in older payloads. */
  models: z.optional(z.array(ValuationModelSchema)),
  sensitivity: z.optional(z.nullable(ValuationSensitivitySchema)),
});
export type ValuationFigure = z.infer<typeof ValuationFigureSchema>;

/**
 * The Part 2 risk table counted. The engine grades a flag in two: `severe` (distress or negative
 * net worth, High on its own) and `other` flags; `clear` rows are NO, `not_assessed` rows N/A.
 */
export const RiskFlagsFigureSchema = z.looseObject({
  severe: z.number(),
  other: z.number(),
  clear: z.number(),
  not_assessed: z.number(),
  /** The overall operational risk Part 2 states; null when too few factors could be assessed. */
  level: z.nullable(openEnum(RISK_LEVELS)),
});
export type RiskFlagsFigure = z.infer<typeof RiskFlagsFigureSchema>;

/** The key themes of management's guidance (docs/product-rules.md, 'Result view'): the spec's four keywords, as codes. */
export const GUIDANCE_THEMES = ['capacity', 'export', 'value_added', 'revenue'] as const;
export type GuidanceTheme = (typeof GUIDANCE_THEMES)[number];

/**
 * Market figures as of the current close: market capitalisation from the exchange's share count of
 * the same week (else the statements' count, `shares_source`), and P/E, P/B and dividend yield as
 * company-level quotients of it, so a split cannot distort them.
 */
export const MarketFigureSchema = z.looseObject({
  price: z.number(),
  price_as_of: z.string(),
  /** Crore shares. */
  shares_crore: z.nullable(z.number()),
  shares_as_of: z.nullable(z.string()),
  shares_source: z.nullable(openEnum(['exchange', 'statements'] as const)),
  /** ₹ crore. */
  market_cap_crore: z.nullable(z.number()),
  /** Market capitalisation / net profit of `earnings_period` ('TTM to Sep 2026' or 'FY2026'); null for a loss. */
  pe: z.nullable(z.number()),
  earnings_period: z.nullable(z.string()),
  /** Market capitalisation / net worth. */
  pb: z.nullable(z.number()),
  /** Fraction: the last year's dividends / market capitalisation. */
  dividend_yield: z.nullable(z.number()),
  /** The exchange's split-adjusted 52-week range; null when not imported or not to be trusted. */
  week_high: z.nullable(z.number()),
  week_low: z.nullable(z.number()),
  week_range_as_of: z.nullable(z.string()),
});
export type MarketFigure = z.infer<typeof MarketFigureSchema>;

export const AnalysisFiguresSchema = z.looseObject({
  /** 0–100, as in 'Credibility score: N/100'; null when there is no past guidance to check. */
  credibility_score: z.nullable(z.number()),
  /** Base, bull and bear, in that order; empty when no scenario can be built. */
  scenarios: z.array(ScenarioFigureSchema),
  score_pillars: z.array(PillarFigureSchema),
  /** Null when no intrinsic-value estimate could be made; absent from payloads before engine 1.14. */
  valuation: z.optional(z.nullable(ValuationFigureSchema)),
  /** Absent from payloads before engine 1.14. */
  risk_flags: z.optional(RiskFlagsFigureSchema),
  /** The key themes Part 1's management guidance mentions, in GUIDANCE_THEMES order; absent from payloads before engine 1.17. */
  guidance_themes: z.optional(z.array(openEnum(GUIDANCE_THEMES))),
  /** Null without a current price; absent from payloads before engine 1.19. */
  market: z.optional(z.nullable(MarketFigureSchema)),
});
export type AnalysisFigures = z.infer<typeof AnalysisFiguresSchema>;

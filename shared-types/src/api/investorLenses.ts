import * as z from 'zod/mini';
import { openEnum } from './payloadTolerance';

/**
 * `investor_lenses`: the company through five published checklists (Graham's
 * defensive investor, Buffett-style quality, Lynch, Greenblatt's magic formula
 * and Piotroski's F-score). Each criterion has an outcome and the company's
 * figure; the words that are the same for every company (names, sources, labels,
 * thresholds) are in investorLensCatalogue.ts. An optional top-level section:
 * older payloads have none (docs/api-compatibility.md).
 */

export const LENS_IDS = ['graham', 'buffett', 'lynch', 'greenblatt', 'piotroski'] as const;
export type LensId = (typeof LENS_IDS)[number];

export const LENS_OUTCOMES = ['pass', 'fail', 'not_assessable'] as const;
export type LensOutcome = (typeof LENS_OUTCOMES)[number];

/** Lynch's six categories; null when the data cannot tell. */
export const LYNCH_CATEGORIES = ['slow_grower', 'stalwart', 'fast_grower', 'cyclical', 'turnaround', 'asset_play'] as const;
export type LynchCategory = (typeof LYNCH_CATEGORIES)[number];

/** How the engine derives Lynch's category (api/src/analysis/lenses/lynch.ts), for the view to state. */
export const LYNCH_CATEGORY_RULES =
  'Rules, first match wins: turnaround, a loss in the four years before a profitable latest year; cyclical, sales fell in 2 or more of the last 10 years with year-on-year swings of 15% or more; asset play, the price below book value; otherwise by the 5-year EPS CAGR: below 5% a slow grower, 5% to 20% a stalwart (Lynch put stalwarts at 10–12%), 20% or more a fast grower.';

/**
 * One criterion as the engine sends it: ids, the outcome and what is particular to
 * the company. Its label and threshold are the catalogue's (investorLensCatalogue.ts);
 * only a criterion the catalogue lacks carries its own. Absent fields are omitted,
 * not null, to keep the payload small.
 */
export const LensCriterionSchema = z.looseObject({
  id: z.string(),
  outcome: z.enum(LENS_OUTCOMES),
  /** The company's figure, formatted; absent when unknown. */
  figure: z.optional(z.string()),
  /** The figure as a plain number (fractions for percentages); absent when unknown or not numeric. */
  value: z.optional(z.number()),
  /** How the test was adapted or why it cannot be assessed, e.g. 'judged on 7 years: Graham asks for 10'. */
  note: z.optional(z.string()),
  /** Only for a criterion the catalogue does not list. */
  label: z.optional(z.string()),
  threshold: z.optional(z.string()),
});
export type LensCriterion = z.infer<typeof LensCriterionSchema>;

/** One lens: its id (name and source are the catalogue's), its criteria in order and lens-specific figures. */
export const InvestorLensSchema = z.looseObject({
  id: z.enum(LENS_IDS),
  criteria: z.array(LensCriterionSchema),
  /** Lens-specific figures, e.g. Lynch's category. */
  extra: z.optional(z.record(z.string(), z.unknown())),
});
export type InvestorLens = z.infer<typeof InvestorLensSchema>;

export const InvestorLensesSchema = z.looseObject({
  lenses: z.array(InvestorLensSchema),
});
export type InvestorLenses = z.infer<typeof InvestorLensesSchema>;

/**
 * As the browser reads it: ids and outcomes a newer server adds are kept and shown
 * neutrally; a lens or criterion the catalogue lacks is named by its own label
 * (or id). Counts and the summary line are worked out from the criteria.
 */
export const ReceivedLensCriterionSchema = z.looseObject({
  id: z.string(),
  label: z.optional(z.nullable(z.string())),
  threshold: z.optional(z.nullable(z.string())),
  figure: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(z.number())),
  outcome: openEnum(LENS_OUTCOMES),
  note: z.optional(z.nullable(z.string())),
});
export type ReceivedLensCriterion = z.infer<typeof ReceivedLensCriterionSchema>;

export const ReceivedInvestorLensSchema = z.looseObject({
  id: openEnum(LENS_IDS),
  name: z.optional(z.nullable(z.string())),
  source: z.optional(z.nullable(z.string())),
  criteria: z.array(ReceivedLensCriterionSchema),
  extra: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type ReceivedInvestorLens = z.infer<typeof ReceivedInvestorLensSchema>;

export const ReceivedInvestorLensesSchema = z.looseObject({
  lenses: z.array(ReceivedInvestorLensSchema),
});
export type ReceivedInvestorLenses = z.infer<typeof ReceivedInvestorLensesSchema>;

import * as z from 'zod/mini';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { ReasonSchema } from './reason';

/**
 * `hold` in the v2 research payload: Part 3's IRR projections (section 4) and the
 * 3–10 year hold scenarios (section 5) as figures and reason codes
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). The words are the
 * message catalogue's (shared-types/src/messages/en/hold.ts).
 */

export const HOLD_HORIZON_YEARS = [3, 5, 10] as const;
export const HOLD_SCENARIO_IDS = ['base', 'bull', 'bear'] as const;
export type HoldScenarioId = (typeof HOLD_SCENARIO_IDS)[number];

/** Why nothing can be projected: the hold inputs failed (metrics/holdAssumptions.ts). */
export const HOLD_FAILURE_CODES = ['hold.no_statements', 'hold.no_price', 'hold.no_eps', 'hold.eps_not_positive', 'hold.no_pe', 'hold.no_growth'] as const;

/** Why one horizon's IRR is not given (metrics/irr.ts), or not published. */
export const HOLD_IRR_REASON_CODES = [
  'hold.irr.no_outlay',
  'hold.irr.out_of_range',
  'hold.irr.below_minus_99',
  'hold.irr.above_1000',
  'hold.irr.no_solution',
  'hold.irr.no_price',
  'hold.irr.eps_not_positive',
  'hold.irr.no_exit_pe',
  'hold.irr.invalid_inputs',
  'hold.irr.thin_history',
] as const;

/** How each input was chosen (the v1 'Assumptions' line), in the order the inputs are listed. */
export const HOLD_ASSUMPTION_CODES = [
  'hold.price.on_or_after',
  'hold.price.after',
  'hold.price.after_action',
  'hold.price.stale_days_old',
  'hold.price.stale_before_statements',
  'hold.eps.derived',
  'hold.eps.annualised',
  'hold.eps.todays_shares',
  'hold.eps.normalised_cyclical',
  'hold.growth.eps_cagr',
  'hold.growth.sales_cagr',
  'hold.growth.eps_cagr_short',
  'hold.growth.bounded_by_fundable',
  'hold.growth.bounded_by_sales',
  'hold.growth.capped',
  'hold.growth.floored',
  'hold.growth.within_band',
  'hold.exit_pe.current_only',
  'hold.exit_pe.lower_of_current_and_median',
  'hold.payout.latest',
  'hold.payout.unknown',
  'hold.payout.capped',
] as const;

/** Why the scenario table has no cases, and how each case's assumptions were set. */
export const HOLD_SCENARIO_REASON_CODES = [
  'hold.scenarios.no_statements',
  'hold.scenarios.thin_history',
  'hold.scenarios.no_growth_record',
  'hold.scenario.base',
  'hold.scenario.bull.default_cap',
  'hold.scenario.bull.best_record',
  'hold.scenario.bull.as_base',
  'hold.scenario.bear',
] as const;

export const HOLD_REASON_CODES = [...HOLD_FAILURE_CODES, ...HOLD_IRR_REASON_CODES, ...HOLD_ASSUMPTION_CODES, ...HOLD_SCENARIO_REASON_CODES] as const;
export type HoldReasonCode = (typeof HOLD_REASON_CODES)[number];

/** One horizon's IRR: the figure (a fraction a year), or the reason it is not given. */
export const HoldIrrSchema = z.object({
  horizon_years: z.number(),
  irr: z.optional(FigureSchema),
  reason: z.optional(ReasonSchema),
});
export type HoldIrr = z.infer<typeof HoldIrrSchema>;

/** The inputs every projection shares; growth holds five years, then fades to `terminal_growth` by year ten. */
export const HoldProjectionInputsSchema = z.object({
  price: FigureSchema,
  /** The EPS projections start from: reported (or TTM), or a cyclical's normalised EPS. */
  eps: FigureSchema,
  growth: FigureSchema,
  exit_pe: FigureSchema,
  payout: FigureSchema,
  terminal_growth: FigureSchema,
});
export type HoldProjectionInputs = z.infer<typeof HoldProjectionInputsSchema>;

/**
 * 5-year IRR for growth ± 5 points (rows) against exit P/E ± 25% (columns). Plain numbers to keep
 * the grid small, each in a fixed unit: growth and irr are fractions, exit_pe is times; a null IRR
 * is not meaningful.
 */
export const HoldSensitivitySchema = z.object({
  growth: z.array(z.number()),
  exit_pe: z.array(z.number()),
  irr: z.array(z.array(z.nullable(z.number()))),
});
export type HoldSensitivity = z.infer<typeof HoldSensitivitySchema>;

export const HoldScenarioSchema = z.object({
  id: openEnum(HOLD_SCENARIO_IDS),
  /** A fraction: 0.55. */
  probability: z.number(),
  /** The case's EPS growth and exit P/E; these and the outcome are absent when returns cannot be projected (hold.not_projected says why). */
  growth: z.optional(FigureSchema),
  exit_pe: z.optional(FigureSchema),
  /** The 5- and 10-year IRRs; a null value comes with the reason beside it. */
  irr_5_years: z.optional(FigureSchema),
  irr_5_years_reason: z.optional(ReasonSchema),
  irr_10_years: z.optional(FigureSchema),
  irr_10_years_reason: z.optional(ReasonSchema),
  /** EPS after five years and its worth a share at the exit multiple. */
  eps_at_exit: z.optional(FigureSchema),
  exit_value: z.optional(FigureSchema),
  /** Why the case's growth and exit P/E are what they are. */
  reason: z.optional(ReasonSchema),
});
export type HoldScenario = z.infer<typeof HoldScenarioSchema>;

export const HoldSchema = z.object({
  /** Why no return can be projected at all; then inputs, assumptions, irr and sensitivity are absent. */
  not_projected: z.optional(ReasonSchema),
  inputs: z.optional(HoldProjectionInputsSchema),
  assumptions: z.optional(z.array(ReasonSchema)),
  irr: z.optional(z.array(HoldIrrSchema)),
  sensitivity: z.optional(HoldSensitivitySchema),
  /** Why there is no scenario table. */
  scenarios_reason: z.optional(ReasonSchema),
  /** The growth record the probabilities come from: year-on-year rises of sales or net profit out of those measurable. */
  weighting: z.optional(z.object({ rose: z.number(), measured: z.number() })),
  scenarios: z.optional(z.array(HoldScenarioSchema)),
  /** IRR of the probability-weighted 5-year cash flows of the three cases. */
  expected_return: z.optional(FigureSchema),
});
export type Hold = z.infer<typeof HoldSchema>;

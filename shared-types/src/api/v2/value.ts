import * as z from 'zod/mini';
import { openEnum } from '../payloadTolerance';
import { FigureSchema, type Figure } from './figure';
import { ReasonSchema, type Reason, type ReasonParam } from './reason';

/**
 * Part 3, section 4 of the v2 research payload: owner's earnings, the valuation
 * models (each in or out, with why), intrinsic value and margin of safety, and
 * the fat pitch (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 * Figures and reason codes only; the words are in the message catalogue
 * (shared-types/src/messages/en/value.ts).
 */

export const VALUATION_MODEL_IDS = ['justified_pe', 'graham_number', 'cash_flow_dcf', 'justified_pb'] as const;
export type ValuationModelId = (typeof VALUATION_MODEL_IDS)[number];

export const OWNER_EARNINGS_OUTCOMES = ['computed', 'not_applicable', 'not_computable'] as const;
export const FAT_PITCH_OUTCOMES = ['yes', 'close', 'no', 'not_assessed'] as const;
export const FAT_PITCH_TEST_IDS = ['quality', 'margin_of_safety', 'expected_return'] as const;
export type FatPitchTestId = (typeof FAT_PITCH_TEST_IDS)[number];

/** Why each model is in or out of the range; `in` is the rule that keeps it. */
export const VALUATION_MODEL_REASONS = {
  justified_pe: ['in', 'roe_below_cost_of_equity', 'roe_unknown', 'eps_not_positive', 'no_growth_history', 'lender'],
  graham_number: ['in', 'roe_outside_band', 'roe_unknown', 'needs_positive_inputs', 'lender'],
  cash_flow_dcf: ['in', 'eps_not_positive', 'no_positive_roe', 'no_growth_history', 'lender'],
  justified_pb: ['in', 'no_statements', 'book_not_positive', 'roe_unknown', 'too_large'],
} as const satisfies Record<ValuationModelId, readonly string[]>;
export type ValuationModelReason<M extends ValuationModelId> = (typeof VALUATION_MODEL_REASONS)[M][number];

/** Every reason code this part of the payload may carry; each has an English message (test in messages/en). */
export const VALUE_REASON_CODES = [
  'value.no_statements',
  'value.not_modelled',
  'value.owner_earnings.lender',
  'value.owner_earnings.net_profit_unknown',
  'value.owner_earnings.depreciation_unknown',
  'value.owner_earnings.maintenance_capex_unknown',
  'value.owner_earnings.out_of_range',
  'value.maintenance.greenwald',
  'value.maintenance.depreciation_reclassified',
  'value.maintenance.depreciation_capex_unknown',
  'value.maintenance.depreciation_no_history',
  'value.working_capital.non_cash',
  'value.working_capital.current',
  'value.working_capital.trade_payables',
  'value.working_capital.receivables_inventory',
  'value.working_capital.no_comparable_figures',
  'value.working_capital.reclassified',
  'value.reconciliation.agrees',
  'value.reconciliation.cash_used',
  'value.normalised.cyclical_margin',
  'value.normalised.lender_roe_book',
  'value.margin.irr_clears_without_margin',
  'value.margin.margin_with_irr_short',
  'value.reverse_dcf.solved',
  'value.reverse_dcf.growth_destroys_value',
  'value.reverse_dcf.below_range',
  'value.reverse_dcf.above_range',
  'value.fat_pitch.no_statements',
  'value.fat_pitch.thin_history',
  ...Object.entries(VALUATION_MODEL_REASONS).flatMap(([id, whys]) => whys.map((why) => `value.model.${id}.${why}`)),
] as const;

const F = FigureSchema;

/**
 * Owner's earnings for the latest year. Net profit + D&A − maintenance capex − ΔWC, or CFO − maintenance
 * capex when the two differ by more than the reconciliation's tolerance (`result` is the one used). The
 * messages of `method` and `reconciliation` may use the figures of `inputs` besides their own params.
 */
export const OwnerEarningsV2Schema = z.object({
  outcome: openEnum(OWNER_EARNINGS_OUTCOMES),
  /** Why not computed or not applicable. */
  reason: z.optional(ReasonSchema),
  /** The year the inputs are for ('FY2025', or a trailing-twelve-month label). */
  period: z.optional(z.string()),
  /** Buffett's inputs, ₹ crore; a working-capital change with value null was not taken (zero). */
  inputs: z.optional(z.object({ net_profit: F, depreciation: F, maintenance_capex: F, working_capital_change: F })),
  result: z.optional(F),
  /** How maintenance capex was taken (Greenwald's split, or depreciation and why). */
  method: z.optional(ReasonSchema),
  working_capital: z.optional(ReasonSchema),
  /** Lines a reclassified year's two exports define differently (their names as imported). */
  reclassified_lines: z.optional(z.array(z.object({ line: z.string(), newer: F, older: F }))),
  /** The cross-check with cash from operations, and which figure stands. */
  reconciliation: z.optional(ReasonSchema),
  /** The average over up to three recent years, per share, and the price as a multiple of it. */
  average: z.optional(z.object({ value: F, years: z.number(), per_share: z.optional(F), shares_crore: z.optional(F), price_to_owner_earnings: z.optional(F) })),
});
export type OwnerEarningsV2 = z.infer<typeof OwnerEarningsV2Schema>;

export const ValuationModelV2Schema = z.object({
  id: openEnum(VALUATION_MODEL_IDS),
  used: z.boolean(),
  /** ₹ a share; absent when the model could not be computed. */
  value_per_share: z.optional(F),
  /** The model's own figures; the shared ones (EPS, book value per share, growth, median ROE) are on the value part. */
  inputs: z.optional(z.record(z.string(), F)),
  /** Why in or out: `value.model.<id>.<why>`; its message may use the value part's shared figures. */
  reason: ReasonSchema,
});
export type ValuationModelV2 = z.infer<typeof ValuationModelV2Schema>;

/** A lender's justified P/B, step by step (api/src/analysis/metrics/lenderValuation.ts); book value per share is the value part's. */
export const LenderBookV2Schema = z.object({
  /** The fiscal year of the book value ('FY2025'). */
  period: z.string(),
  equity: z.optional(F),
  reserves: z.optional(F),
  net_worth: F,
  shares_crore: F,
  /** Present when today's share count differs from the statements' (context/perShareBasis.ts). */
  todays_shares: z.optional(z.object({ today_crore: F, statements_crore: F })),
  /** The normalised ROE, the median of all the span's years and the band around it, the latest year's ROE. */
  roe: F,
  roe_span_median: F,
  roe_band: F,
  roe_latest: F,
  capital_basis: openEnum(['average', 'year_end'] as const),
  left_out: z.array(z.object({ roe: F, kind: openEnum(['peak', 'trough'] as const) })),
  growth: F,
  eps_cagr: z.optional(F),
  internal_growth: F,
  /** Absent when dividends are unknown (full retention assumed). */
  payout: z.optional(F),
  growth_cap: F,
  growth_floored: z.optional(z.boolean()),
  justified_pb: F,
  /** (ROE − g) / (r − g) before the bounds; absent when not meaningful (`pb_reason`). */
  pb_formula: z.optional(F),
  pb_bound: z.optional(openEnum(['floored', 'capped'] as const)),
  pb_reason: z.optional(openEnum(['roe_not_above_growth', 'rate_not_above_growth'] as const)),
  pb_floor: F,
  pb_cap: F,
  return_on_assets: z.optional(F),
  net_interest_income: z.optional(F),
  current_pb: z.optional(F),
});
export type LenderBookV2 = z.infer<typeof LenderBookV2Schema>;

/** Intrinsic value re-computed with ROE, and separately growth, moved by `shift` either way. */
export const ValueSensitivityV2Schema = z.object({ shift: F, roe_down: F, roe_up: F, growth_down: F, growth_up: F });

export const FatPitchV2Schema = z.object({
  outcome: openEnum(FAT_PITCH_OUTCOMES),
  reason: z.optional(ReasonSchema),
  /** Which return the quality test reads: ROCE, or ROE for a lender. */
  measure: z.optional(openEnum(['roce', 'roe'] as const)),
  tests: z.optional(
    z.array(
      z.object({
        id: openEnum(FAT_PITCH_TEST_IDS),
        /** Null: unknown or not meaningful. */
        passed: z.nullable(z.boolean()),
        figure: z.optional(F),
        threshold: F,
        /** The quality test fails in Altman's distress zone whatever the returns. */
        altman_distress: z.optional(z.boolean()),
      }),
    ),
  ),
  /** The highest price with the margin of safety the test asks for. */
  price_for_margin: z.optional(F),
});
export type FatPitchV2 = z.infer<typeof FatPitchV2Schema>;

export const ValueV2Schema = z.object({
  /** Present when there is nothing to value ('value.no_statements'). */
  reason: z.optional(ReasonSchema),
  price: z.optional(F),
  /** Shared by the models, their reasons and the reverse DCF: the EPS valued, book value per share, growth, median ROE, the engine's rates. */
  eps: z.optional(F),
  book_value_per_share: z.optional(F),
  growth: z.optional(F),
  median_roe: z.optional(F),
  discount_rate: z.optional(F),
  terminal_growth: z.optional(F),
  owner_earnings: z.optional(OwnerEarningsV2Schema),
  /** When the models value normalised earnings (`eps`) instead of the latest year's (a cyclical). */
  normalised_earnings: z.optional(z.object({ latest_eps: F, reason: ReasonSchema })),
  models: z.array(ValuationModelV2Schema),
  lender_book: z.optional(LenderBookV2Schema),
  /** The low end of the range of used estimates: what the margin of safety is measured against. */
  intrinsic_value: z.optional(F),
  /** With more than one estimate: the high end, high / low, and the spread beyond which no average is taken. */
  range: z.optional(z.object({ high: F, spread: F, max_spread: F })),
  margin_of_safety: z.optional(F),
  /** Why the margin of safety and the 5-year IRR point opposite ways. */
  margin_note: z.optional(ReasonSchema),
  /** Measured on `intrinsic_value`. */
  sensitivity: z.optional(ValueSensitivityV2Schema),
  reverse_dcf: z.optional(ReasonSchema),
  fat_pitch: FatPitchV2Schema,
});
export type ValueV2 = z.infer<typeof ValueV2Schema>;

/** The figures a valuation is stated with, as the value part carries them (v1's `analysis_meta.figures.valuation` is read from these). */
export const ValuationV2Schema = z.pick(ValueV2Schema, { median_roe: true, models: true, intrinsic_value: true, margin_of_safety: true, sensitivity: true });
export type ValuationV2 = z.infer<typeof ValuationV2Schema>;

/**
 * The parameters a value reason's message is worded with: the value part's shared figures (price,
 * EPS, book value per share, growth, median ROE, the engine's rates), owner's earnings' inputs, then
 * the reason's own, which win. They are carried once in the part, not in every reason.
 */
export function valueMessageParams(value: ValueV2, reason: Reason): Record<string, ReasonParam> {
  const shared: Record<string, Figure | undefined> = {
    price: value.price,
    eps: value.eps,
    book_value_per_share: value.book_value_per_share,
    growth: value.growth,
    median_roe: value.median_roe,
    discount_rate: value.discount_rate,
    terminal_growth: value.terminal_growth,
    ...value.owner_earnings?.inputs,
  };
  const present = Object.fromEntries(Object.entries(shared).filter((entry): entry is [string, Figure] => entry[1] !== undefined));
  return { ...present, ...reason.params };
}

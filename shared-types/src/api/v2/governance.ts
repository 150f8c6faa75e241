import * as z from 'zod/mini';
import { GUIDANCE_THEMES } from '../companyDetailsFigures';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { ReasonSchema } from './reason';

/**
 * Part 1 of the v2 research payload as data (docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * the governance signals read from the statements, management guidance against results, the
 * share count, dividends and the shareholding patterns. Ids and codes only; the words are the
 * message catalogue's (`shared-types/src/messages/en/governance.ts`).
 */

/** The statement-based governance signals, in the order the engine checks them. */
export const GOVERNANCE_SIGNAL_IDS = [
  'cash_backing',
  'receivables_vs_sales',
  'value_per_rupee_retained',
  'dividends_while_borrowing',
  'share_count',
  'effective_tax_rate',
  'other_income_share',
] as const;
export type GovernanceSignalId = (typeof GOVERNANCE_SIGNAL_IDS)[number];

export const GOVERNANCE_AREAS = ['earnings_quality', 'capital_allocation', 'shareholder_treatment', 'tax_and_other_income'] as const;
export type GovernanceArea = (typeof GOVERNANCE_AREAS)[number];

/** Which area each signal belongs to: fixed, so not sent. */
export const GOVERNANCE_SIGNAL_AREA: Readonly<Record<GovernanceSignalId, GovernanceArea>> = {
  cash_backing: 'earnings_quality',
  receivables_vs_sales: 'earnings_quality',
  value_per_rupee_retained: 'capital_allocation',
  dividends_while_borrowing: 'capital_allocation',
  share_count: 'shareholder_treatment',
  effective_tax_rate: 'tax_and_other_income',
  other_income_share: 'tax_and_other_income',
};

export const GOVERNANCE_SIGNAL_OUTCOMES = ['ok', 'concern', 'not_assessed'] as const;

/** The metrics management guides on (the guidance ledger's ids; percent metrics are sent as fractions). */
export const GUIDANCE_METRIC_IDS = [
  'revenue_growth_pct',
  'operating_margin_pct',
  'net_profit_growth_pct',
  'revenue_crore',
  'capex_crore',
  'capacity_utilisation_pct',
  'export_share_pct',
] as const;

export const GUIDANCE_OUTCOMES = ['delivered', 'missed'] as const;
export const HOLDING_MOVEMENTS = ['up', 'down', 'steady'] as const;
export const GUIDANCE_COMPARISONS = ['above', 'below', 'in_line'] as const;
export const GUIDANCE_ACCURACY_TRENDS = ['improving', 'deteriorating', 'steady'] as const;
export const PLEDGE_LEVELS = ['none', 'low', 'concern', 'red_flag'] as const;
export const SHARE_CHANGE_VERDICTS = ['material_dilution', 'corporate_action'] as const;

/** Corporate actions as the exchange's file names them. */
export const SHARE_ACTION_KINDS = ['bonus', 'split', 'merger', 'amalgamation', 'demerger', 'dvr_conversion', 'capital_reduction'] as const;
/**
 * Why a change in the share count is not (all) dilution: actions on record, those same
 * actions divided out of a count that still moved, or one the figures show (an issue at or
 * above book value, or shares that brought in next to no money).
 */
export const SHARE_ACTION_BASES = ['on_record', 'on_record_divided_out', 'issue_above_book', 'restructuring'] as const;

/** Every reason code Part 1 sends. */
export const GOVERNANCE_REASON_CODES = [
  'governance.cash_backing.measured',
  'governance.cash_backing.too_few_years',
  'governance.cash_backing.no_cumulative_profit',
  'governance.receivables.measured',
  'governance.receivables.latest_unknown',
  'governance.receivables.no_earlier_year',
  'governance.value_retained.measured',
  'governance.value_retained.no_market_values',
  'governance.value_retained.net_profit_missing',
  'governance.value_retained.nothing_retained',
  'governance.value_retained.not_computable',
  'governance.dividends_borrowing.measured',
  'governance.dividends_borrowing.too_few_years',
  'governance.share_count.measured',
  'governance.share_count.too_few_years',
  'governance.tax_rate.measured',
  'governance.tax_rate.too_few_years',
  'governance.other_income.measured',
  'governance.other_income.too_few_years',
  'governance.other_income.not_computable',
  'guidance.current.vs_sales_cagr',
  'guidance.current.vs_profit_cagr',
  'guidance.current.vs_operating_margin',
  'guidance.current.implied_growth',
  'guidance.current.vs_capex',
  'guidance.credibility.reliable',
  'guidance.credibility.close_with_misses',
  'guidance.credibility.optimistic',
  'guidance.credibility.overshoots',
  'guidance.credibility.no_past_guidance',
  'guidance.credibility.method',
  'guidance.insight.largest_miss',
  'guidance.insight.accuracy_trend',
] as const;
export type GovernanceReasonCode = (typeof GOVERNANCE_REASON_CODES)[number];

export const RecordedShareActionSchema = z.object({
  kind: openEnum(SHARE_ACTION_KINDS),
  /** YYYY-MM-DD. */
  ex_date: z.string(),
  /** Shares one share became (bonus, split). */
  multiplier: z.optional(z.number()),
});

export const ShareActionNoteSchema = z.object({
  /** The year of the step, 'FY2022', when the count was followed year by year. */
  fy: z.optional(z.string()),
  basis: openEnum(SHARE_ACTION_BASES),
  actions: z.optional(z.array(RecordedShareActionSchema)),
  /** issue_above_book: book value per share before (adjusted for bonuses and splits) and after. */
  book_value_before: z.optional(FigureSchema),
  book_value_after: z.optional(FigureSchema),
  /** restructuring: the rise in the count, adjusted for bonuses and splits. */
  count_rise: z.optional(FigureSchema),
});
export type ShareActionNote = z.infer<typeof ShareActionNoteSchema>;

export const GovernanceSignalSchema = z.object({
  id: openEnum(GOVERNANCE_SIGNAL_IDS),
  outcome: openEnum(GOVERNANCE_SIGNAL_OUTCOMES),
  /** The figures and the threshold, or why the signal was not assessed. */
  reason: ReasonSchema,
  /** share_count: shares outstanding by year (crore, unit `number`). */
  series: z.optional(z.array(FigureSchema)),
  /** share_count: the corporate actions not counted as dilution. */
  corporate_actions: z.optional(z.array(ShareActionNoteSchema)),
});
export type GovernanceSignal = z.infer<typeof GovernanceSignalSchema>;

export const GuidanceStatementSchema = z.object({
  /** What management said and where, as entered in the guidance ledger (a quotation, not engine prose). */
  statement: z.optional(z.string()),
  source: z.optional(z.string()),
});

export const CurrentGuidanceSchema = z.extend(GuidanceStatementSchema, {
  fy: z.string(),
  metric: openEnum(GUIDANCE_METRIC_IDS),
  guided: FigureSchema,
  /** The guided figure against the record, when the statements give one to set it against. */
  against: z.optional(ReasonSchema),
});

export const GuidanceComparisonSchema = z.extend(GuidanceStatementSchema, {
  fy: z.string(),
  metric: openEnum(GUIDANCE_METRIC_IDS),
  guided: FigureSchema,
  actual: FigureSchema,
  outcome: openEnum(GUIDANCE_OUTCOMES),
  /** Accuracy, 0–100. */
  accuracy: FigureSchema,
});
export type GuidanceComparison = z.infer<typeof GuidanceComparisonSchema>;

/** A year's change against the year before: a growth figure, a change of sign, or neither (not meaningful). */
export const RecordYearChangeSchema = z.object({
  fy: z.string(),
  growth: z.optional(FigureSchema),
  turned: z.optional(openEnum(['positive', 'negative'] as const)),
  /** Both years were losses: the growth is the loss narrowing (negative) or widening. */
  both_negative: z.optional(z.boolean()),
});
export type RecordYearChange = z.infer<typeof RecordYearChangeSchema>;

/** What the statements show over the last five years, beside the guidance: first and last figures and the yearly changes. */
export const ActualRecordV2Schema = z.object({
  period: z.string(),
  sales: z.optional(z.array(FigureSchema)),
  net_profit: z.optional(z.array(FigureSchema)),
  sales_growth: z.optional(z.array(RecordYearChangeSchema)),
  profit_growth: z.optional(z.array(RecordYearChangeSchema)),
});

export const HoldingV2Schema = z.object({
  /** Fraction of shares, period = the pattern's date. */
  latest: FigureSchema,
  /** About a year before (else the earliest pattern). */
  earlier: z.optional(FigureSchema),
  direction: z.optional(openEnum(HOLDING_MOVEMENTS)),
});

export const ShareholdingV2Schema = z.object({
  as_of: z.string(),
  promoter: z.optional(HoldingV2Schema),
  pledge: z.optional(z.object({ share: FigureSchema, level: openEnum(PLEDGE_LEVELS), concern_above: FigureSchema, red_flag_above: FigureSchema })),
  institutions: z.optional(z.extend(HoldingV2Schema, { foreign: z.optional(FigureSchema), domestic: z.optional(FigureSchema) })),
});
export type ShareholdingV2 = z.infer<typeof ShareholdingV2Schema>;

export const GovernanceV2Schema = z.object({
  /** Empty when the statements are too thin for any signal. */
  signals: z.array(GovernanceSignalSchema),
  guidance: z.object({
    current: z.array(CurrentGuidanceSchema),
    comparisons: z.array(GuidanceComparisonSchema),
    credibility: z.object({
      /** 0–100, absent without past guidance. */
      score: z.optional(z.number()),
      reason: ReasonSchema,
      method: z.optional(ReasonSchema),
    }),
    /** The largest miss and the accuracy trend, when there are any. */
    insights: z.array(ReasonSchema),
    /** The spec's key themes management's own words mention (docs/product-rules.md, 'Result view'); absent when none. */
    themes: z.optional(z.array(openEnum(GUIDANCE_THEMES))),
  }),
  /** Absent without financial statements. */
  record: z.optional(ActualRecordV2Schema),
  /** Shares outstanding over up to three years (the dilution check). */
  share_change: z.optional(
    z.object({
      change: FigureSchema,
      verdict: z.optional(openEnum(SHARE_CHANGE_VERDICTS)),
      corporate_actions: z.optional(z.array(ShareActionNoteSchema)),
    }),
  ),
  /** The latest year's dividends: payout (fraction of net profit) and amount. */
  dividends: z.optional(z.object({ payout: FigureSchema, amount: FigureSchema })),
  /** Absent when no shareholding pattern was imported. */
  shareholding: z.optional(ShareholdingV2Schema),
});
export type GovernanceV2 = z.infer<typeof GovernanceV2Schema>;

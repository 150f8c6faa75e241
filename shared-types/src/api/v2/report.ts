import * as z from 'zod/mini';
import { COMPANY_KINDS } from '../companyDetails';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { STABILITY_SHAPES } from './stability';
import { ShareActionNoteSchema } from './governance';
import { ReasonSchema } from './reason';
import { BENEISH_VARIABLE_IDS } from './risks';

/**
 * Part 3, sections 1–3 of the v2 research payload: the overall investigation, the business model and
 * moat, and risks and quality, as figures, ids and reason codes
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). The words are the message catalogue's
 * (shared-types/src/messages/en/report.ts). What another part carries is not repeated: the risk level,
 * the flagged factors, cash conversion and Altman's Z'' and Beneish's M with their zones are `risks`', the price
 * wording codes are `hold`'s (`hold.price.*`), a lender's book value is `value`'s.
 */

const F = FigureSchema;

/** Judgements the engine makes; the catalogue words them. */
export const RETURNS_LEVELS = ['high', 'adequate', 'below_cost_of_capital', 'negative'] as const;
export const STABILITY_WORDS = ['stable', 'moderately_variable', 'volatile'] as const;
export const REINVESTMENT_READINGS = ['growth', 'maintenance', 'below_depreciation'] as const;
export const LEVERAGE_TRENDS = ['outgrown_equity', 'equity_outgrown', 'steady'] as const;
export const PIOTROSKI_OUTCOMES = ['pass', 'fail', 'na'] as const;

/** The nine Piotroski criteria, in the order of the score. */
export const PIOTROSKI_CRITERION_IDS = [
  'positive_roa',
  'positive_cfo',
  'improving_roa',
  'accruals',
  'lower_leverage',
  'higher_current_ratio',
  'no_new_shares',
  'higher_margin',
  'higher_asset_turnover',
] as const;
export type PiotroskiCriterionId = (typeof PIOTROSKI_CRITERION_IDS)[number];

export const BENEISH_BASES = ['computed', 'proxy', 'neutral'] as const;
/** How a Beneish variable was taken when not computed as Beneish defined it (metrics/beneish.ts). */
export const BENEISH_NOTE_IDS = [
  'gmi_neutral',
  'gmi_operating_margin',
  'aqi_neutral',
  'aqi_from_components',
  'aqi_from_current_assets',
  'depi_neutral',
  'sgai_neutral',
  'lvgi_neutral',
  'lvgi_other_liabilities',
  'lvgi_borrowings_only',
] as const;

export const REPORT_REASON_CODES = [
  'report.cagr.no_figures',
  'report.cagr.latest_not_positive',
  'report.cagr.short_window',
  'report.cagr.loss_start',
  'report.cagr.base_effect',
  'report.roce.lender',
  'report.roce.capital_unknown',
  'report.roce.capital_not_positive',
  'report.roce.ebit_unknown',
  'report.roce.out_of_range',
  'report.roce.unknown',
  'report.moat.no_history',
  'report.moat.moat',
  'report.moat.clears',
  'report.moat.clears_swinging',
  'report.moat.clears_falling',
  'report.moat.no_moat',
  'report.moat.lender.no_history',
  'report.moat.lender.moat',
  'report.moat.lender.clears',
  'report.moat.lender.clears_swinging',
  'report.moat.lender.clears_falling',
  'report.moat.lender.no_moat',
  'report.moat.lender_cycle.no_moat',
  'report.moat.lender_cycle.moat',
  'report.moat.lender_cycle.short_history',
  'report.moat.lender_cycle.fell_below',
  'report.moat.lender_cycle.short_of_bar',
  'report.piotroski.no_statements',
  'report.piotroski.no_previous_year',
  'report.piotroski.lender',
  'report.piotroski.roa',
  'report.piotroski.roa.unknown',
  'report.piotroski.cfo',
  'report.piotroski.cfo.unknown',
  'report.piotroski.roa_change',
  'report.piotroski.roa_change.unknown',
  'report.piotroski.accruals',
  'report.piotroski.accruals.unknown',
  'report.piotroski.leverage',
  'report.piotroski.leverage.debt_free',
  'report.piotroski.leverage.unknown',
  'report.piotroski.not_compared',
  'report.piotroski.current_ratio',
  'report.piotroski.current_ratio.unknown',
  'report.piotroski.shares',
  'report.piotroski.shares.unknown',
  'report.piotroski.margin',
  'report.piotroski.margin.unknown',
  'report.piotroski.asset_turnover',
  'report.piotroski.asset_turnover.unknown',
] as const;
export type ReportReasonCode = (typeof REPORT_REASON_CODES)[number];

/** A CAGR: computed (value, start and end), or why not (then `end` is the latest figure, when known). */
export const CagrV2Schema = z.object({
  value: z.optional(F),
  start: z.optional(F),
  end: z.optional(F),
  /** Years between the two period ends, only when not a whole number (a 15-month year). */
  years: z.optional(z.number()),
  /** Ends of the window not twelve months long, annualised. */
  annualised: z.optional(z.array(z.object({ period: z.string(), months: z.number() }))),
  reason: z.optional(ReasonSchema),
});
export type CagrV2 = z.infer<typeof CagrV2Schema>;

export const StabilityV2Schema = z.object({ shape: openEnum(STABILITY_SHAPES), slope: F, swing: F, word: openEnum(STABILITY_WORDS) });
export type StabilityV2 = z.infer<typeof StabilityV2Schema>;

export const ReportOverviewSchema = z.object({
  /** The sector as imported (data, not engine words); the name and code are the answer's own. */
  sector: z.optional(z.string()),
  lender: z.optional(z.boolean()),
  /** A kind the engine has no model for (companyModel.ts). */
  unmodelled_kind: z.optional(openEnum(COMPANY_KINDS)),
  years: z.optional(z.number()),
  period: z.optional(z.string()),
  price: z.optional(F),
  /** How the price is dated or why it is stale (`hold.price.*`). */
  price_reasons: z.optional(z.array(ReasonSchema)),
  growth: z.optional(z.object({ sales: CagrV2Schema, sales_long: z.optional(F), net_profit: CagrV2Schema, eps: CagrV2Schema })),
  /** Median ROCE (ROE for a lender) over the period, and its level. */
  returns: z.optional(z.object({ measure: openEnum(['roce', 'roe'] as const), median: F, level: openEnum(RETURNS_LEVELS) })),
  /** The latest EPS and the P/E on it; with a price only. */
  earnings: z.optional(
    z.object({
      eps: z.optional(F),
      /** The months of the EPS period when it is not twelve (a 15-month year, set at a twelve-month rate). */
      eps_months: z.optional(z.number()),
      pe: z.optional(F),
      median_pe: z.optional(F),
      pe_years: z.optional(z.number()),
      /** `hold.eps.todays_shares`, when today's share count differs from the statements'. */
      todays_shares: z.optional(ReasonSchema),
    }),
  ),
});
export type ReportOverview = z.infer<typeof ReportOverviewSchema>;

const Series = z.object({ median: F, min: F, max: F });

export const ReportMoatSchema = z.object({
  measure: openEnum(['roce', 'roe'] as const),
  returns: z.optional(
    z.object({
      ...Series.shape,
      latest: F,
      /** ROCE's capital employed (metrics/roce.ts) and whether capital is averaged. */
      basis: z.optional(openEnum(['standard', 'screener'] as const)),
      capital_basis: openEnum(['average', 'year_end'] as const),
    }),
  ),
  returns_reason: z.optional(ReasonSchema),
  /** Stability over the long span (up to ten years). */
  long: z.optional(z.object({ period: z.string(), stability: StabilityV2Schema })),
  /** After-tax ROCE and ROIC against the cost of capital; not for a lender. */
  after_tax: z.optional(z.object({ roce: F, roic: z.optional(F), statutory_tax_years: z.number(), cost_of_capital: F })),
  verdict: ReasonSchema,
  margin: z.optional(z.object({ measure: openEnum(['operating', 'net'] as const), ...Series.shape, stability: z.optional(StabilityV2Schema) })),
  /** A lender's capital cushion and the trend in its leverage (total assets / net worth). */
  equity_to_assets: z.optional(F),
  leverage: z.optional(z.object({ from: F, to: F, trend: openEnum(LEVERAGE_TRENDS) })),
  /** Capex against depreciation over the span (absent for a lender, or when unknown). */
  reinvestment: z.optional(
    z.object({
      capex: F,
      depreciation: F,
      ratio: F,
      reading: openEnum(REINVESTMENT_READINGS),
      capex_to_cfo: z.optional(F),
      operating_cash_flow: z.optional(F),
      estimated_years: z.optional(z.number()),
    }),
  ),
  /** Days by fiscal year; payables and the cycle only where trade payables are imported. */
  working_capital: z.optional(
    z.object({
      inventory_on_sales: z.optional(z.boolean()),
      years: z.array(
        z.object({
          period: z.string(),
          receivable_days: z.nullable(z.number()),
          inventory_days: z.nullable(z.number()),
          payable_days: z.optional(z.number()),
          cycle_days: z.optional(z.number()),
        }),
      ),
    }),
  ),
  /** ₹ a share and the payout (a fraction of profit); no payout in a loss year. */
  dividends: z.optional(z.array(z.object({ period: z.string(), per_share: z.nullable(z.number()), payout: z.optional(z.number()) }))),
});
export type ReportMoat = z.infer<typeof ReportMoatSchema>;

export const PiotroskiCriterionV2Schema = z.object({
  id: openEnum(PIOTROSKI_CRITERION_IDS),
  outcome: openEnum(PIOTROSKI_OUTCOMES),
  reason: ReasonSchema,
  /** no_new_shares: why a rise in the count is not new shares (a bonus, a merger). */
  corporate_action: z.optional(ShareActionNoteSchema),
});
export type PiotroskiCriterionV2 = z.infer<typeof PiotroskiCriterionV2Schema>;

export const ReportQualitySchema = z.object({
  piotroski: z.optional(z.object({ score: z.number(), out_of: z.number(), criteria: z.array(PiotroskiCriterionV2Schema) })),
  piotroski_reason: z.optional(ReasonSchema),
  /** Z'' inputs; Z'' and its zone are the `distress` risk factor's. */
  altman: z.optional(z.object({ x1: F, x2: F, x3: F, x4: F, total_liabilities: F })),
  /** M's year and variables; M and its zone are the `earnings_manipulation` risk factor's. */
  beneish: z.optional(
    z.object({
      period: z.optional(z.string()),
      variables: z.array(
        z.object({ id: openEnum(BENEISH_VARIABLE_IDS), value: z.number(), basis: openEnum(BENEISH_BASES), note: z.optional(openEnum(BENEISH_NOTE_IDS)) }),
      ),
    }),
  ),
});
export type ReportQuality = z.infer<typeof ReportQualitySchema>;

export const ReportV2Schema = z.object({
  overview: ReportOverviewSchema,
  /** Absent with no statements imported, or for a kind with no model (overview.unmodelled_kind). */
  moat: z.optional(ReportMoatSchema),
  /**
   * Absent with no statements imported; only the F-score for a kind with no model. Its Piotroski
   * criteria are also the Piotroski lens's figures (the lens carries the outcomes only).
   */
  quality: z.optional(ReportQualitySchema),
});
export type ReportV2 = z.infer<typeof ReportV2Schema>;

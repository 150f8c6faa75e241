import * as z from 'zod/mini';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { ShareActionNoteSchema } from './governance';
import { ReasonSchema, type ReasonParam } from './reason';

/**
 * Part 2, the operational risk table, as data (docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * one entry per risk factor with its outcome, the figures it rests on, the rule's threshold and the
 * reason as a code. The words ('High leverage (debt to equity)', the justification) come from the
 * message catalogue: `risk.<id>.name` and the reason's code.
 *
 * A reason's message is formatted with the factor's figures and threshold as well as its own
 * parameters (`riskMessageParams`), so a number is carried once.
 */

/** The factors the engine assesses, in the order of the v1 table. */
export const RISK_FACTOR_IDS = [
  'leverage',
  'interest_cover',
  'capital_cushion',
  'return_on_equity',
  'asset_quality',
  'return_on_assets',
  'receivables',
  'cash_conversion',
  'free_cash_flow',
  'earnings_manipulation',
  'distress',
  'dilution',
  'revenue_volatility',
  'margin_compression',
  'losses',
  'promoter_pledge',
] as const;
export type RiskFactorId = (typeof RISK_FACTOR_IDS)[number];

/** The name each factor has in v1's table: the spec'd labels, which the English catalogue repeats word for word. */
export const RISK_FACTOR_V1_NAMES: Readonly<Record<RiskFactorId, string>> = {
  leverage: 'High leverage (debt to equity)',
  interest_cover: 'Weak interest cover',
  capital_cushion: 'Thin capital cushion (net worth / total assets)',
  return_on_equity: 'Low return on equity',
  asset_quality: 'Weak asset quality (gross / net NPA)',
  return_on_assets: 'Low return on assets',
  receivables: 'Working-capital stretch (receivable days)',
  cash_conversion: 'Weak cash conversion (CFO / net profit)',
  free_cash_flow: 'Negative free cash flow',
  earnings_manipulation: 'Earnings manipulation flag (Beneish M-score)',
  distress: "Financial distress (Altman Z'')",
  dilution: 'Equity dilution (share count growth)',
  revenue_volatility: 'Revenue volatility or decline',
  margin_compression: 'Margin compression',
  losses: 'Losses',
  promoter_pledge: 'Promoter shares pledged',
};

/** Flag: the risk is present; clear: assessed and absent; not assessed for want of data; not applicable to this kind of company. */
export const RISK_OUTCOMES = ['flag', 'clear', 'not_assessed', 'not_applicable'] as const;
export type RiskOutcome = (typeof RISK_OUTCOMES)[number];

export const RISK_LEVEL_IDS = ['low', 'moderate', 'high'] as const;
export type RiskLevelId = (typeof RISK_LEVEL_IDS)[number];

/** Every reason code of Part 2; each has an English message (shared-types/src/messages/en/risks.ts). */
export const RISK_REASON_CODES = [
  'risk.not_assessed',
  'risk.leverage.lender',
  'risk.leverage.negative_net_worth',
  'risk.leverage.unknown',
  'risk.leverage.high',
  'risk.leverage.within',
  'risk.interest_cover.lender',
  'risk.interest_cover.interest_missing',
  'risk.interest_cover.no_debt',
  'risk.interest_cover.unknown',
  'risk.interest_cover.not_covered',
  'risk.interest_cover.weak',
  'risk.interest_cover.covered',
  'risk.capital_cushion.unknown',
  'risk.capital_cushion.thin',
  'risk.capital_cushion.adequate',
  'risk.return_on_equity.unknown',
  'risk.return_on_equity.low',
  'risk.return_on_equity.adequate',
  'risk.asset_quality.no_filing',
  'risk.asset_quality.severe',
  'risk.asset_quality.high',
  'risk.asset_quality.rising',
  'risk.asset_quality.within',
  'risk.return_on_assets.unknown',
  'risk.return_on_assets.low',
  'risk.return_on_assets.adequate',
  'risk.receivables.lender',
  'risk.receivables.latest_unknown',
  'risk.receivables.no_earlier_year',
  'risk.receivables.stretched',
  'risk.receivables.steady',
  'risk.cash_conversion.lender',
  'risk.cash_conversion.unknown',
  'risk.cash_conversion.burning',
  'risk.cash_conversion.unprofitable_cash_positive',
  'risk.cash_conversion.weak',
  'risk.cash_conversion.backed',
  'risk.free_cash_flow.lender',
  'risk.free_cash_flow.unknown',
  'risk.free_cash_flow.negative',
  'risk.free_cash_flow.positive',
  'risk.earnings_manipulation.lender',
  'risk.earnings_manipulation.inputs_missing',
  'risk.earnings_manipulation.previous_year_missing',
  'risk.earnings_manipulation.out_of_range',
  'risk.earnings_manipulation.likely',
  'risk.earnings_manipulation.grey',
  'risk.earnings_manipulation.unlikely',
  'risk.distress.lender',
  'risk.distress.total_assets_unknown',
  'risk.distress.inputs_missing',
  'risk.distress.liabilities_not_positive',
  'risk.distress.working_capital_unknown',
  'risk.distress.out_of_range',
  'risk.distress.distress',
  'risk.distress.grey',
  'risk.distress.safe',
  'risk.dilution.unknown',
  'risk.dilution.diluted',
  'risk.dilution.corporate_action',
  'risk.dilution.none',
  'risk.revenue_volatility.too_short',
  'risk.revenue_volatility.shrinking',
  'risk.revenue_volatility.volatile',
  'risk.revenue_volatility.volatile_lender',
  'risk.revenue_volatility.steady',
  'risk.revenue_volatility.steady_lender',
  'risk.margin_compression.unknown',
  'risk.margin_compression.compressed',
  'risk.margin_compression.within',
  'risk.losses.unknown',
  'risk.losses.flagged',
  'risk.losses.profitable',
  'risk.promoter_pledge.red_flag',
  'risk.promoter_pledge.concern',
  'risk.promoter_pledge.within',
  'risk.overall.no_statements',
  'risk.overall.no_model',
] as const;
export type RiskReasonCode = (typeof RISK_REASON_CODES)[number];

/** Beneish inputs whose absence leaves the M-score uncomputed (`risk.earnings_manipulation.inputs_missing`, param `missing`). */
export const BENEISH_INPUT_IDS = ['dsri', 'sgi', 'tata'] as const;
/** The eight Beneish variables, in the model's order (params `proxy` and `neutral` of the M-score's reasons). */
export const BENEISH_VARIABLE_IDS = ['dsri', 'gmi', 'aqi', 'sgi', 'depi', 'sgai', 'tata', 'lvgi'] as const;

export const RiskFactorSchema = z.object({
  id: openEnum(RISK_FACTOR_IDS),
  outcome: openEnum(RISK_OUTCOMES),
  /** A flag serious enough on its own to make the level high (negative net worth, distress, a pledge red flag). */
  severe: z.optional(z.literal(true)),
  /** The figures the assessment rests on, by name; absent when the factor was not assessed. */
  figures: z.optional(z.record(z.string(), FigureSchema)),
  /** The rule's threshold, when one number decides the outcome. */
  threshold: z.optional(FigureSchema),
  reason: ReasonSchema,
  /** dilution: the corporate actions (bonus, split, merger…) set aside as not dilution, as data. */
  corporate_actions: z.optional(z.array(ShareActionNoteSchema)),
});
export type RiskFactorV2 = z.infer<typeof RiskFactorSchema>;

export const RisksSchema = z.object({
  factors: z.array(RiskFactorSchema),
  /** Null when there is nothing to judge or fewer than half the factors that apply were assessed. */
  level: z.nullable(openEnum(RISK_LEVEL_IDS)),
  /** Factors assessed (flag or clear), and factors that apply to this kind of company. */
  assessed: z.number(),
  applicable: z.number(),
  /** Only when no factor could be weighed at all: no statements, or no model for the kind. */
  overall: z.optional(ReasonSchema),
  /** A lender's: what its data cannot show (capital adequacy, CASA), with the CET1 ratio when filed. */
  lender_gaps: z.optional(z.object({ cet1: z.optional(FigureSchema) })),
});
export type RisksV2 = z.infer<typeof RisksSchema>;

/** The parameters a factor's reason message is formatted with: its figures, its threshold and the reason's own. */
export function riskMessageParams(factor: RiskFactorV2): Record<string, ReasonParam> {
  const all = { ...factor.figures, ...(factor.threshold === undefined ? {} : { threshold: factor.threshold }), ...factor.reason.params };
  // A count is a plain number, so ICU plurals can choose their form by it.
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, isCount(v) ? v.value : v]));
}

const isCount = (v: ReasonParam): v is { value: number; unit: 'count' } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && v.unit === 'count' && v.value !== null;

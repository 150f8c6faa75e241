import * as z from 'zod/mini';
import { LENS_IDS, LENS_OUTCOMES, LYNCH_CATEGORIES } from '../investorLenses';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { ReasonSchema } from './reason';

/**
 * `investor_lenses` in the v2 research payload (docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * each criterion is its id, outcome, the company's figures and, where the test was adapted or cannot
 * be judged, a reason code. Names, sources and thresholds are the catalogue's
 * (`shared-types/src/messages/en/lenses.ts`); v1's `figure` and `note` strings are rendered from this.
 */

/** Each lens's criteria, in the order the engine lists them. */
export const LENS_CRITERION_IDS = {
  graham: ['size', 'current_ratio', 'capital_cushion', 'earnings_stability', 'dividend_record', 'earnings_growth', 'pe', 'pe_times_pb'],
  buffett: ['roe_level', 'roe_consistency', 'debt', 'owner_earnings_positive', 'owner_earnings_growing', 'retained_earnings'],
  lynch: ['peg', 'debt_to_equity'],
  greenblatt: ['earnings_yield', 'return_on_capital', 'industry_rank'],
  piotroski: [
    'roa_positive',
    'cfo_positive',
    'roa_improving',
    'accruals',
    'leverage_lower',
    'current_ratio_higher',
    'no_new_shares',
    'margin_higher',
    'turnover_higher',
  ],
} as const;

/** How a CAGR the lens needs came out unknown (metrics/growthProfile.ts), a `cagr` param. */
export const LENS_CAGR_GAPS = ['no_figures', 'latest_not_positive', 'short_window', 'loss_start', 'base_effect'] as const;

/** Every reason code the lenses send besides the owner's-earnings and retained-value codes they share with Part 1 and 3. */
export const LENS_REASON_CODES = [
  'lens.no_statements',
  'lens.no_price',
  'lens.lender_borrowings',
  'lens.graham.sales_unknown',
  'lens.graham.cushion_unknown',
  'lens.graham.current_figures_unknown',
  'lens.graham.net_profit_unknown',
  'lens.graham.dividends_unknown',
  'lens.graham.short_history',
  'lens.graham.six_years_of_eps_needed',
  'lens.graham.starting_eps_not_positive',
  'lens.graham.growth_short_history',
  'lens.graham.eps_unknown',
  'lens.graham.book_value_unknown',
  'lens.buffett.roe_unknown',
  'lens.buffett.roe_short_history',
  'lens.buffett.three_years_of_roe_needed',
  'lens.buffett.roe_consistency_short_history',
  'lens.buffett.borrowings_unknown',
  'lens.buffett.no_debt_base',
  'lens.buffett.owner_earnings_short_history',
  'lens.buffett.earlier_owner_earnings_unknown',
  'lens.lynch.eps_not_positive',
  'lens.lynch.eps_cagr_unknown',
  'lens.lynch.debt_to_equity_unknown',
  'lens.lynch.category.turnaround',
  'lens.lynch.category.cyclical',
  'lens.lynch.category.asset_play',
  'lens.lynch.category.eps_growth',
  'lens.lynch.category.eps_cagr_unknown',
  'lens.greenblatt.financials_excluded',
  'lens.greenblatt.rank_from_peers',
  'lens.greenblatt.price_or_shares_unknown',
  'lens.greenblatt.ebit_or_borrowings_unknown',
  'lens.greenblatt.enterprise_value_not_positive',
  'lens.greenblatt.cash_unknown',
  'lens.greenblatt.capital_inputs_unknown',
  'lens.greenblatt.capital_not_positive',
  'lens.greenblatt.working_capital_proxy',
  'lens.piotroski.lender',
  'lens.piotroski.previous_year_missing',
] as const;
export type LensReasonCode = (typeof LENS_REASON_CODES)[number];

/** Codes of other domains a lens criterion may carry: the same fact, worded once. */
export const LENS_SHARED_REASON_CODES = [
  'value.owner_earnings.net_profit_unknown',
  'value.owner_earnings.depreciation_unknown',
  'value.owner_earnings.maintenance_capex_unknown',
  'value.owner_earnings.out_of_range',
  'value.owner_earnings.lender',
  'governance.value_retained.no_market_values',
  'governance.value_retained.net_profit_missing',
  'governance.value_retained.nothing_retained',
  'governance.value_retained.not_computable',
] as const;

export const LensCriterionV2Schema = z.object({
  id: z.string(),
  outcome: openEnum(LENS_OUTCOMES),
  /** The company's figures, named for what they are (`sales`, `pe`, `median_roe`); absent when none. */
  figures: z.optional(z.record(z.string(), FigureSchema)),
  /** Fiscal years the test names: the loss years, the years without a dividend. */
  years: z.optional(z.array(z.string())),
  /** How the test was adapted, or why it cannot be judged. */
  reason: z.optional(ReasonSchema),
});
export type LensCriterionV2 = z.infer<typeof LensCriterionV2Schema>;

export const InvestorLensV2Schema = z.object({
  id: openEnum(LENS_IDS),
  criteria: z.array(LensCriterionV2Schema),
  /** Lynch only: the category (absent when the data cannot tell) and how it was derived. */
  category: z.optional(openEnum(LYNCH_CATEGORIES)),
  category_reason: z.optional(ReasonSchema),
});
export type InvestorLensV2 = z.infer<typeof InvestorLensV2Schema>;

export const InvestorLensesV2Schema = z.object({ lenses: z.array(InvestorLensV2Schema) });
export type InvestorLensesV2 = z.infer<typeof InvestorLensesV2Schema>;

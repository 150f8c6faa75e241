import * as z from 'zod/mini';
import { COMPANY_KINDS, RATING_STATUSES } from '../companyDetails';
import { openEnum } from '../payloadTolerance';
import { FigureSchema } from './figure';
import { ReasonSchema } from './reason';

/**
 * The head of the v2 research payload (issue 31, docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * whether the company is rated and why not, its score, band and coverage, its
 * kind and price, and what data is missing, as codes with their figures.
 */

/** 75 and above strong, 60–74 good, 45–59 average, below 45 weak (api/src/analysis/v2/summary.ts). */
export const SCORE_BANDS = ['strong', 'good', 'average', 'weak'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/**
 * Why there is no score (the full sentence; common's `not_rated.<code>` is the short label). v1's `not_rated_code` is the part after 'rating.', except
 * `nothing_scored`, which v1 reports as insufficient data.
 */
export const NOT_RATED_REASON_CODES = [
  'rating.no_statements',
  'rating.no_model',
  'rating.insufficient_data',
  'rating.stale_data',
  'rating.low_coverage',
  'rating.nothing_scored',
] as const;

/** How a price's date is known: exactly, 'on or after' it (an export's price), or 'after' it (another close is on record that day). */
export const PRICE_DATE_BASES = ['exact', 'on_or_after', 'after'] as const;

/** The price is stale but still used (api/src/analysis/context/freshness.ts, 90 days). */
export const PRICE_STALE_CODE = 'price.stale';

/** What the data lacks, then what of it was ignored: one code a line of v1's `missing_data`. */
export const MISSING_CODES = [
  'missing.price',
  'missing.statements',
  'missing.current_assets',
  'missing.statement_years',
  'missing.balance_sheets',
  'missing.cash_flows',
  'missing.latest_fields',
  'missing.reported_capex',
  'missing.year_end_prices',
  'missing.guidance',
  'missing.recent_price',
  // Records the clean-up ignored or restated (api/src/analysis/context/normalise.ts, buildContext.ts, reclassified.ts).
  'missing.long_year',
  'missing.invalid_fiscal_years',
  'missing.implausible_values',
  'missing.invalid_prices',
  'missing.invalid_guidance',
  'missing.short_period',
  'missing.period_inside_longer',
  'missing.capex_across_reclassified',
] as const;

/** The fields `missing.latest_fields` names, in order. */
export const MISSING_FIELD_IDS = [
  'sales',
  'net_profit',
  'eps',
  'share_count',
  'operating_cash_flow',
  'total_assets',
  'borrowings',
  'depreciation',
  'dividends',
  'capex',
  'receivables',
] as const;

export const SummaryV2Schema = z.object({
  rating: openEnum(RATING_STATUSES),
  not_rated: z.optional(ReasonSchema),
  /** The score, 0–100; null when not rated. */
  score: z.nullable(z.number()),
  band: z.optional(openEnum(SCORE_BANDS)),
  /** Share of the 100 points that could be assessed (0–1); null when nothing was scored. */
  coverage: z.nullable(z.number()),
  kind: openEnum(COMPANY_KINDS),
  /** The current price in ₹, its period the price's date. */
  price: z.optional(FigureSchema),
  price_stale: z.optional(ReasonSchema),
  missing: z.array(ReasonSchema),
});
export type SummaryV2 = z.infer<typeof SummaryV2Schema>;

import * as z from 'zod/mini';
import { ValuationV2Schema } from './value';

/**
 * Figures the answer states that no other part carries (docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * the market figures as of the current close, and the valuation of a kind with no model. Plain numbers at full precision in fixed units, absent
 * when unknown; the price and its date are the summary's. The credibility score, the scenarios, the
 * pillars' points, the valuation range, the risk counts and the guidance themes are read from
 * their own parts.
 */
export const MarketV2Schema = z.object({
  /** Crore shares, the day they are counted at and where the count came from. */
  shares_crore: z.optional(z.number()),
  shares_as_of: z.optional(z.string()),
  shares_source: z.optional(z.enum(['exchange', 'statements'] as const)),
  /** ₹ crore. */
  market_cap_crore: z.optional(z.number()),
  /** Times: market capitalisation over the profit of `earnings_period` ('TTM to Sep 2026' or 'FY2026'). */
  pe: z.optional(z.number()),
  earnings_period: z.optional(z.string()),
  /** Times: market capitalisation over net worth. */
  pb: z.optional(z.number()),
  /** A fraction: the last year's dividends over market capitalisation. */
  dividend_yield: z.optional(z.number()),
  /** The exchange's split-adjusted 52-week range in ₹, and its date. */
  week_range: z.optional(z.object({ high: z.number(), low: z.number(), as_of: z.string() })),
});
export type MarketV2 = z.infer<typeof MarketV2Schema>;

export const KeyFiguresV2Schema = z.object({
  /** Absent without a current price. */
  market: z.optional(MarketV2Schema),
  /**
   * The engine's valuation of a kind it has no model for (an insurer, an exchange), which the value
   * part leaves out as not judged, and v1's `analysis_meta.figures.valuation` states all the same.
   */
  valuation: z.optional(ValuationV2Schema),
});
export type KeyFiguresV2 = z.infer<typeof KeyFiguresV2Schema>;

import * as z from 'zod/mini';

/**
 * The figures peer groups are built from that no other part carries (api/src/analysis/peerFigures.ts):
 * plain numbers at full precision, absent when unknown. The price and the score are the summary's,
 * market capitalisation, P/E and P/B the market figures', the latest year's sales the revenue chart's.
 */
export const PeerFiguresV2Schema = z.object({
  /** Fractions: ROCE (ROE for a lender) of the latest year, and 5-year sales CAGR. */
  return_on_capital: z.optional(z.number()),
  sales_cagr_5y: z.optional(z.number()),
  /** Times: debt to equity; for a lender, a fraction: net worth over total assets. */
  leverage: z.optional(z.number()),
  /** Greenblatt's fractions: EBIT over enterprise value, and over net working capital plus net block. */
  earnings_yield: z.optional(z.number()),
  greenblatt_roc: z.optional(z.number()),
});
export type PeerFiguresV2 = z.infer<typeof PeerFiguresV2Schema>;

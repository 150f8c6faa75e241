import * as z from 'zod/mini';
import { openEnum } from './payloadTolerance';

/**
 * Peer Comparison: the company against up to 8 peers of its basic industry (BSE ISubgroup;
 * its industry, BSE Igroup, when fewer than 5 share it; see docs/peer-comparison.md), with the
 * other members' medians and the company's percentile per metric (null under 5 peers). Built from a table a job stores per industry,
 * joined to the payload when it is served (docs/api-compatibility.md: additive).
 */

/** The figures the engine stores with each analysis for the peer job: `analysis_meta.peer_figures`. */
export const PeerFiguresSchema = z.looseObject({
  /** ₹ per share; null without a price. */
  price: z.nullable(z.number()),
  /** ₹ crore (price × shares). */
  market_cap_crore: z.nullable(z.number()),
  /** Latest annual sales, ₹ crore: sizes a company without a price. */
  sales_crore: z.nullable(z.number()),
  pe: z.nullable(z.number()),
  pb: z.nullable(z.number()),
  /** Fraction: ROCE for industrials, ROE for lenders (see return_on_capital_kind). */
  return_on_capital: z.nullable(z.number()),
  /** Fraction. */
  sales_cagr_5y: z.nullable(z.number()),
  /** Debt / equity (plain) for industrials, capital cushion (net worth / total assets, a fraction) for lenders. */
  leverage: z.nullable(z.number()),
  /** Greenblatt: EBIT / enterprise value (fraction); null for lenders. */
  earnings_yield: z.nullable(z.number()),
  /** Greenblatt: EBIT / (net working capital + net fixed assets) (fraction); null for lenders. */
  greenblatt_roc: z.nullable(z.number()),
  score: z.nullable(z.number()),
});
export type PeerFigures = z.infer<typeof PeerFiguresSchema>;

export const RETURN_ON_CAPITAL_KINDS = ['roce', 'roe'] as const;
export const LEVERAGE_KINDS = ['debt_to_equity', 'capital_cushion'] as const;
export const PEER_BASES = ['industry', 'sector'] as const;

const Num = z.nullable(z.number());

export const PeerMetricsSchema = z.looseObject({
  price: Num,
  market_cap_crore: Num,
  pe: Num,
  pb: Num,
  return_on_capital: Num,
  return_on_capital_kind: openEnum(RETURN_ON_CAPITAL_KINDS),
  sales_cagr_5y: Num,
  leverage: Num,
  leverage_kind: openEnum(LEVERAGE_KINDS),
  score: Num,
});
export type PeerMetrics = z.infer<typeof PeerMetricsSchema>;

/** The metric keys compared (percentiles and medians are keyed by these). */
export const PEER_METRIC_KEYS = ['price', 'market_cap_crore', 'pe', 'pb', 'return_on_capital', 'sales_cagr_5y', 'leverage', 'score'] as const;
export type PeerMetricKey = (typeof PEER_METRIC_KEYS)[number];

/** Per metric: a number or null (unknown, or not comparable). */
export const PeerNumbersSchema = z.record(z.string(), Num);
export type PeerNumbers = Partial<Record<PeerMetricKey, number | null>>;

export const PeerRowSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  metrics: PeerMetricsSchema,
});
export type PeerRow = z.infer<typeof PeerRowSchema>;

export const PeerComparisonSchema = z.looseObject({
  basis: openEnum(PEER_BASES),
  group_name: z.string(),
  /** ISO timestamp the peer table was computed. */
  as_of: z.string(),
  company: z.looseObject({
    id: z.string(),
    name: z.string(),
    metrics: PeerMetricsSchema,
    /**
     * Per metric, 0–100: 100 × (others with a lower value + ½ × others with the same value) /
     * others with a value, "others" being the group's other companies with the same kind of
     * measure (ROCE never against ROE, debt / equity never against a capital cushion). Where
     * it stands, not whether that is good: lower is better for P/E, P/B and debt / equity,
     * higher for the rest, price neither. Null when the company's value is unknown or no
     * other company has a comparable one; with one such peer it is 0, 50 or 100.
     */
    percentiles: PeerNumbersSchema,
    /** Greenblatt's magic-formula rank in the group (1 = best); null for lenders or without the figures. */
    magic_formula_rank: Num,
    /** How many companies were ranked. */
    magic_formula_of: Num,
  }),
  peers: z.array(PeerRowSchema),
  /** Medians over the whole group (the company included); return on capital and leverage over the members with the company's kind of measure only. Empty with no table. */
  medians: PeerNumbersSchema,
  note: z.nullable(z.string()),
});
export type PeerComparison = z.infer<typeof PeerComparisonSchema>;

export const PEER_COMPARISON_FIELD = 'peer_comparison';

/**
 * GET /api/company/:id/peers: the company's peer comparison, null when it has no peer group
 * (docs/peer-comparison.md, 'Served on its own'). For a signed-in user who has researched the
 * company, or any premium user; otherwise 403 `research_required`, as for its statements.
 */
export const CompanyPeersResponseSchema = z.object({ peers: z.nullable(PeerComparisonSchema) });
export type CompanyPeersResponse = z.infer<typeof CompanyPeersResponseSchema>;

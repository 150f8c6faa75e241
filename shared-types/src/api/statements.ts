import * as z from 'zod/mini';
import { STATEMENT_BASES } from './companyDetails';
import { BALANCE_SHEET_FIGURE_KEYS, CASH_FLOW_FIGURE_KEYS, INCOME_FIGURE_KEYS } from './statementFigures';

/**
 * GET /api/company/:id/statements?basis=consolidated|standalone (docs/statements.md):
 * a company's statements, one history per basis, each period naming where it
 * came from. Amounts ₹ crore, per-share ₹, ratios percent; null where unknown.
 */

export const StatementsQuerySchema = z.strictObject({
  basis: z.optional(z.enum(STATEMENT_BASES)),
});
export type StatementsQuery = z.infer<typeof StatementsQuerySchema>;

/** Known keys typed; a key a newer server adds is kept, not refused. */
function figuresSchema<Key extends string>(keys: readonly Key[]) {
  return z.catchall(
    z.object(Object.fromEntries(keys.map((key) => [key, z.nullable(z.number())])) as Record<Key, z.ZodMiniNullable<z.ZodMiniNumber>>),
    z.nullable(z.number()),
  );
}

export const StatementSourceSchema = z.object({
  /** xbrl: the exchange filing; screener: a Screener.in export; demo: the fictional demo universe's generated figures. */
  kind: z.enum(['xbrl', 'screener', 'demo']),
  /** NSE's document name (xbrl); null otherwise. */
  document: z.nullable(z.string()),
  /** When the filing reached the exchange: 'YYYY-MM-DDTHH:MM' (India time) or 'YYYY-MM-DD'. */
  filed_at: z.nullable(z.string()),
  audited: z.nullable(z.boolean()),
});
export type StatementSource = z.infer<typeof StatementSourceSchema>;

const period = {
  period_start: z.string(),
  period_end: z.string(),
  /** 3 for a quarter, 12 for a year; a transition year says 15. */
  months: z.number(),
  source: StatementSourceSchema,
  /** Why the length is not what the document declares (a transition year), else null. */
  length_note: z.nullable(z.string()),
};

export const IncomePeriodSchema = z.object({
  ...period,
  figures: figuresSchema(INCOME_FIGURE_KEYS),
  /**
   * Per-share figures are divided by this: the splits and bonuses recorded after the period
   * (1 when none). Screener's own EPS is already on today's share count (1).
   */
  per_share_divisor: z.number(),
});
export type IncomePeriod = z.infer<typeof IncomePeriodSchema>;

export const BalanceSheetSchema = z.object({
  as_of: z.string(),
  figures: figuresSchema(BALANCE_SHEET_FIGURE_KEYS),
  source: StatementSourceSchema,
});
export type BalanceSheet = z.infer<typeof BalanceSheetSchema>;

export const CashFlowPeriodSchema = z.object({ ...period, figures: figuresSchema(CASH_FLOW_FIGURE_KEYS) });
export type CashFlowPeriod = z.infer<typeof CashFlowPeriodSchema>;

export const ShareholdingSchema = z.object({
  as_of: z.string(),
  promoter_pct: z.nullable(z.number()),
  /** Pledged or encumbered, % of the promoter group's shares. */
  promoter_pledged_pct: z.nullable(z.number()),
  /** Pledged or encumbered promoter shares, % of all shares. */
  promoter_pledged_of_total_pct: z.nullable(z.number()),
  fii_pct: z.nullable(z.number()),
  dii_pct: z.nullable(z.number()),
  mutual_funds_pct: z.nullable(z.number()),
  insurance_companies_pct: z.nullable(z.number()),
  public_pct: z.nullable(z.number()),
  source: StatementSourceSchema,
});
export type Shareholding = z.infer<typeof ShareholdingSchema>;

export const CORPORATE_ACTION_KINDS = ['split', 'bonus', 'dividend', 'rights', 'buyback', 'demerger', 'capital_reduction'] as const;

export const CorporateActionSchema = z.object({
  ex_date: z.string(),
  kind: z.enum(CORPORATE_ACTION_KINDS),
  /** Split: face value before:after ('10:5'); bonus and rights: new:held ('1:1'); else null. */
  ratio: z.nullable(z.string()),
  /** How many shares one becomes (splits and bonuses), else null. */
  share_multiplier: z.nullable(z.number()),
  /** ₹ per share: a dividend, a rights issue's price; null when not stated. */
  amount: z.nullable(z.number()),
  description: z.string(),
});
export type CorporateAction = z.infer<typeof CorporateActionSchema>;

export const LenderMetricsSchema = z.object({
  period_end: z.string(),
  gross_npa_pct: z.nullable(z.number()),
  net_npa_pct: z.nullable(z.number()),
  /** Not in results filings: always null until a source that has it is imported. */
  capital_adequacy_pct: z.nullable(z.number()),
  /** As the bank filed it under CET1Ratio (banking filings since 2019); null where not filed. */
  cet1_pct: z.nullable(z.number()),
  /** Return on assets for the quarter, annualised: as the bank filed it, or here (×12 ÷ months); roa_basis says which. */
  roa_pct: z.nullable(z.number()),
  roa_basis: z.nullable(z.enum(['filed_annualised', 'annualised_from_quarter'])),
  source: StatementSourceSchema,
});
export type LenderMetrics = z.infer<typeof LenderMetricsSchema>;

export const MarketSchema = z.object({
  close: z.nullable(z.number()),
  close_date: z.nullable(z.string()),
  /** NSE's issue size: shares outstanding. */
  shares_outstanding: z.nullable(z.number()),
  shares_as_of: z.nullable(z.string()),
  /** Shares outstanding × the close of their day (or the week before), ₹ crore; null unless both are known. */
  market_cap: z.nullable(z.number()),
  /** The day of the close market_cap was computed from (it may be older than `close_date`). */
  market_cap_as_of: z.nullable(z.string()),
  week_high_low: z.nullable(
    z.object({
      as_of: z.string(),
      high: z.nullable(z.number()),
      high_date: z.nullable(z.string()),
      low: z.nullable(z.number()),
      low_date: z.nullable(z.string()),
      /** False when a capital change the exchange does not adjust for (a demerger) falls inside the 52 weeks. */
      reliable: z.boolean(),
    }),
  ),
});
export type Market = z.infer<typeof MarketSchema>;

/** Something about the data a reader must know before trusting per-share or merged figures. */
export const DataFlagSchema = z.object({
  kind: z.enum(['unrecorded_action', 'source_difference', 'export_basis_unknown', 'week_range_unreliable']),
  message: z.string(),
  /** The date or period end it concerns. */
  as_of: z.nullable(z.string()),
  /** source_difference: the figure, and both values (₹ crore) and the gap in percent. */
  figure: z.optional(z.string()),
  filing_value: z.optional(z.number()),
  export_value: z.optional(z.number()),
  difference_pct: z.optional(z.number()),
  /** unrecorded_action: listed shares ÷ shares in the filing. */
  ratio: z.optional(z.number()),
});
export type DataFlag = z.infer<typeof DataFlagSchema>;

export const StatementsResponseSchema = z.object({
  company: z.object({
    id: z.string(),
    name: z.string(),
    isin: z.nullable(z.string()),
    nse_symbol: z.nullable(z.string()),
    bse_code: z.nullable(z.string()),
    former_symbols: z.array(z.string()),
    former_isins: z.array(z.string()),
  }),
  /** The basis shown; null only when nothing says which (a Screener export alone, the demo universe). */
  basis: z.nullable(z.enum(STATEMENT_BASES)),
  /** How the basis was chosen, for people. */
  basis_note: z.string(),
  bases_available: z.array(z.enum(STATEMENT_BASES)),
  annual: z.array(IncomePeriodSchema),
  quarterly: z.array(IncomePeriodSchema),
  balance_sheet: z.array(BalanceSheetSchema),
  cash_flow: z.array(CashFlowPeriodSchema),
  shareholding: z.array(ShareholdingSchema),
  corporate_actions: z.array(CorporateActionSchema),
  lender_metrics: z.array(LenderMetricsSchema),
  market: MarketSchema,
  data_flags: z.array(DataFlagSchema),
});
export type StatementsResponse = z.infer<typeof StatementsResponseSchema>;

/** The error codes of the statements route besides the common ones. */
export const STATEMENTS_RESEARCH_REQUIRED = 'research_required';

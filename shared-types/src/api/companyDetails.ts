import * as z from 'zod/mini';
import { AnalysisFiguresSchema } from './companyDetailsFigures';
import { InvestorLensesSchema } from './investorLenses';
import { CHART_METRICS, PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, SCORE_FIELD, type ChartMetric } from './companyDetailsFields';

import { jsonTextOr, openEnum } from './payloadTolerance';
import { PeerComparisonSchema } from './peerComparison';

export * from './companyDetailsFields';
export * from './companyDetailsFigures';

/**
 * The company-details payload: what POST /api/company/search returns as
 * `company_data`, and what the company-details remote renders. Section fields
 * are objects whose keys are the titles shown. Objects are loose and enums open
 * so that additive changes pass (docs/api-compatibility.md).
 */

const NumberOrNA = z.union([z.number(), z.literal('NA')]);

/**
 * One metric's series. `labels` are fiscal-year periods ('FY2016' … 'FY2025'), and revenue and EPS may
 * end with a trailing-twelve-month point labelled 'TTM to Sep 2026' (it has no yoy_change);
 * `raw_value` and `yoy_change` align with them; 'NA' marks an unknown value.
 * raw_value units: capex_growth, operating_cash_flow_growth and revenue_growth in
 * ₹ crore; eps_growth in ₹ per share; roce and roe in percent; the price ratios plain.
 * yoy_change is in percent. A metric that does not apply to the company (a
 * lender's ROCE, capex and price to operating cash flow) is an empty series.
 */
export const MetricSeriesSchema = z.looseObject({
  labels: z.array(z.string()),
  raw_value: z.array(NumberOrNA),
  yoy_change: z.array(NumberOrNA),
});
export type MetricSeries = z.infer<typeof MetricSeriesSchema>;

export const DataJsonSchema = z.looseObject({
  ...(Object.fromEntries(CHART_METRICS.map((metric) => [metric, MetricSeriesSchema])) as Record<Exclude<ChartMetric, 'roe'>, typeof MetricSeriesSchema>),
  // Added in issue 29: payloads stored before it lack it.
  roe: z.optional(MetricSeriesSchema),
});
export type DataJson = z.infer<typeof DataJsonSchema>;

/** 'YES' flags the risk, 'NO' does not; 'N/A': the factor could not be assessed (no data, or it does not apply to this kind of company); the reason is in Justification. */
export const RISK_ASSESSMENTS = ['YES', 'NO', 'N/A'] as const;
export type RiskAssessment = (typeof RISK_ASSESSMENTS)[number];

export const RiskRowSchema = z.looseObject({
  Factor: z.string(),
  Assessment: openEnum(RISK_ASSESSMENTS),
  Data: z.string(),
  Justification: z.string(),
});
export type RiskRow = z.infer<typeof RiskRowSchema>;

export const GuidanceAnalysisSchema = z.looseObject({
  'Current Guidance': z.string(),
  /** One entry per fiscal year or metric compared, e.g. 'FY2023 revenue growth'. */
  'Historical Comparison': jsonTextOr(z.record(z.string(), z.string())),
  /** Contains the credibility score as 'N/100'. */
  'Overall Credibility Assessment': z.string(),
  'Key Insights': jsonTextOr(z.array(z.string())),
});

export const Part1Schema = z.looseObject({
  '1. Future Forecast vs. Actuals (Past 5 Years)': z.string(),
  '2. Management Guidance Analysis': jsonTextOr(GuidanceAnalysisSchema),
});

export const Part2Schema = z.looseObject({
  summary_table: jsonTextOr(z.array(RiskRowSchema)),
  'Overall Risk Assessment': z.string(),
});

export const OwnerEarningsSchema = z.looseObject({
  "Owner's Earnings and Margin of Safety Analysis": z.string(),
  /** Label → value, e.g. '5-year hold' → '14.2% a year (…)'. */
  'IRR Projections': jsonTextOr(z.record(z.string(), z.string())),
  'Fat Pitch Analysis': z.string(),
});

export const Part3Schema = z.looseObject({
  '1. Overall Investigation': z.string(),
  '2. Business Model and Moat': z.string(),
  '3. Risks and Quality': z.string(),
  "4. Owner's Earnings and Margin of Safety": jsonTextOr(OwnerEarningsSchema),
  /** Keys like 'Base Case (55% Probability)', 'Bull Case (25% Probability)', 'Bear Case (20% Probability)'. */
  '5. 3-10 Year Hold Scenarios': jsonTextOr(z.record(z.string(), z.string())),
});

/** Explains the score pillar by pillar: title → explanation. 'Score' holds 'NN/100' or the not-rated reason. */
export const Part4Schema = z.record(z.string(), z.string());

export const DATA_SOURCE_KINDS = ['demo', 'nse_list', 'bse_list', 'screener', 'exchange_filing', 'bhavcopy', 'guidance_ledger', 'live_price'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const STATEMENT_BASES = ['consolidated', 'standalone'] as const;
export type StatementBasis = (typeof STATEMENT_BASES)[number];

export const DataSourceSchema = z.looseObject({
  kind: openEnum(DATA_SOURCE_KINDS),
  description: z.string(),
  as_of: z.nullable(z.string()),
  /** Statements only: consolidated or standalone when the importer was told or the filings showed; null when unknown. */
  basis: z.optional(z.nullable(openEnum(STATEMENT_BASES))),
  /** What a reader must know about this source (a filing and an export disagreeing on a figure, an export left out). */
  notes: z.optional(z.array(z.string())),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

/** How the engine treats a company (banks and NBFCs are lenders; docs: api/src/ingest/classification/README.md). */
export const COMPANY_KINDS = ['industrial', 'lender', 'insurer', 'other_financial'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
/** Where a kind came from, weakest first: a weaker source never replaces a stronger one. */
export const KIND_SOURCES = ['default', 'structure', 'bse_list', 'demo', 'user'] as const;
export type KindSource = (typeof KIND_SOURCES)[number];

export const ClassificationSchema = z.looseObject({
  kind: openEnum(COMPANY_KINDS),
  kind_source: openEnum(KIND_SOURCES),
  /** Why, in words: "BSE basic industry 'Private Sector Bank'". */
  kind_reason: z.nullable(z.string()),
  sector: z.nullable(z.string()),
  industry: z.nullable(z.string()),
});
export type Classification = z.infer<typeof ClassificationSchema>;

/** Where the current price comes from; `approximate`: its date is only a lower bound ('on or after'). */
export const PriceSourceSchema = z.looseObject({
  /** Null for a source the engine does not know by kind. */
  kind: z.nullable(openEnum(DATA_SOURCE_KINDS)),
  /** 'Screener export', 'NSE bhavcopy', … */
  label: z.string(),
  as_of: z.string(),
  approximate: z.boolean(),
  /** More than 90 days older than the analysis or the latest statements (issue 29); absent in older payloads. */
  stale: z.optional(z.boolean()),
  /** Whole days from as_of to the analysis; null when the analysis date is unknown. */
  days_old: z.optional(z.nullable(z.number())),
  /** 'after' when a different close is on record on as_of: the price is later than that day. */
  after: z.optional(z.boolean()),
});
export type PriceSource = z.infer<typeof PriceSourceSchema>;

/**
 * Trailing twelve months from quarterly results newer than the last annual statements: these figures
 * stand in for the income statement (P/E and earnings yield use its EPS); the balance sheet stays the
 * last annual one (`statements_period_end`).
 */
export const TrailingTwelveMonthsSchema = z.looseObject({
  /** 'TTM to Sep 2026'. */
  label: z.string(),
  period_end: z.string(),
  quarter_ends: z.array(z.string()),
  /** Which figures are TTM, in words: 'sales', 'net profit', 'EPS (net profit / FY2026 shares)'. */
  figures: z.array(z.string()),
  /**
   * What a reader must know about them, in sentences: exceptional items left out, a quarter's other
   * income more than twice its 8-quarter median, the latest quarter against the same quarter a year earlier.
   */
  notes: z.optional(z.array(z.string())),
});
export type TrailingTwelveMonthsMeta = z.infer<typeof TrailingTwelveMonthsSchema>;

export const RATING_STATUSES = ['rated', 'not_rated'] as const;

/**
 * Why a company is not rated, as a code the UI words itself (the engine's sentence stays in
 * not_rated_reason): no statements imported, no model for the company's kind, too few years or no
 * price, statements too old for the price, or too little of the score resting on data.
 */
export const NOT_RATED_CODES = ['no_statements', 'no_model', 'insufficient_data', 'stale_data', 'low_coverage'] as const;
export type NotRatedCode = (typeof NOT_RATED_CODES)[number];

/** About the analysis itself; the UI shows a 'Demo data' badge and the sources from here. */
export const AnalysisMetaSchema = z.looseObject({
  engine_version: z.string(),
  computed_at: z.string(),
  is_demo: z.boolean(),
  rating_status: openEnum(RATING_STATUSES),
  /** The model the company was analysed with (its classification's kind). */
  company_kind: openEnum(COMPANY_KINDS),
  /**
   * Points of the score's measures that could be assessed, divided by 100 (0–1): 0.84 means 84 of the
   * 100 points rest on data. Null when nothing could be measured (no statements, or a kind with no model).
   */
  score_coverage: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Why there is no score, e.g. 'Not rated — insufficient data: …'. Null when rated. */
  not_rated_reason: z.nullable(z.string()),
  /** The reason as a code; null when rated. Absent from payloads before engine 1.17. */
  not_rated_code: z.optional(z.nullable(openEnum(NOT_RATED_CODES))),
  /**
   * What the data lacks, in words, after the code's own ('only 2 fiscal years with both sales and
   * net profit (3 needed)'); null when the code says it all (no statements, no model). Absent before engine 1.17.
   */
  not_rated_detail: z.optional(z.nullable(z.string())),
  missing_data: z.array(z.string()),
  data_sources: z.array(DataSourceSchema),
  /** YYYY-MM-DD the latest annual statements (and so the balance sheet used) ended; null without statements. */
  statements_period_end: z.nullable(z.string()),
  /** Null when no quarters are newer than the last annual statements. */
  trailing_twelve_months: z.nullable(TrailingTwelveMonthsSchema),
  /** The current price's source; null when there is no price. */
  price_source: z.nullable(PriceSourceSchema),
  classification: ClassificationSchema,
  units: z.string(),
  figures: AnalysisFiguresSchema,
});
export type AnalysisMeta = z.infer<typeof AnalysisMetaSchema>;

export const CompanyDetailsSchema = z.looseObject({
  company_name: z.string(),
  company_code: z.string(),
  /** In ₹; null when no price is known. */
  current_price: z.nullable(z.number()),
  /** ISO date (YYYY-MM-DD) of the current price; null when unknown. */
  last_updated: z.nullable(z.string()),
  [SCORE_FIELD]: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  // Any of these may arrive as JSON text.
  data_json: jsonTextOr(DataJsonSchema),
  [PART1_TITLE]: jsonTextOr(Part1Schema),
  [PART2_TITLE]: jsonTextOr(Part2Schema),
  [PART3_TITLE]: jsonTextOr(Part3Schema),
  [PART4_TITLE]: jsonTextOr(Part4Schema),
  analysis_meta: AnalysisMetaSchema,
  investor_lenses: z.optional(InvestorLensesSchema),
  /** Joined when served from the stored peer table; absent when there is none. */
  peer_comparison: z.optional(PeerComparisonSchema),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

import * as z from 'zod/mini';
import { COMPANY_KINDS, DATA_SOURCE_KINDS, KIND_SOURCES, STATEMENT_BASES } from '../companyDetails';
import { openEnum } from '../payloadTolerance';
import { ReasonSchema } from './reason';

/**
 * About the analysis as v2 data (docs/decisions/0005-payload-v2-and-message-catalogue.md): where
 * the facts came from, which figures are trailing twelve months, where the price came from and
 * how the company was classified. Ids, dates and codes; the words are the message catalogue's
 * (`shared-types/src/messages/en/meta.ts`). Names that are data stay: an exchange's sector and
 * industry labels, a source's own name when it is not one of ours.
 */

/** The figures trailing twelve months stand in for. */
export const TTM_FIGURE_IDS = ['sales', 'net_profit', 'eps'] as const;

/** How BSE's classification named the company's industry, most specific first. */
export const BSE_CLASSIFICATION_LEVELS = ['basic_industry', 'industry', 'sector'] as const;

/** Every reason code the meta sends. */
export const META_REASON_CODES = [
  // A source's notes.
  'source.filing_differs',
  'source.export_basis_unknown',
  'source.earlier_symbol',
  'source.earlier_symbol.no_current_code',
  // Words an older facts file carried in place of a code: `text` is shown as it is.
  'source.note',
  // Trailing twelve months.
  'ttm.exceptional_left_out',
  'ttm.unusual_other_income',
  'ttm.latest_quarter',
  'ttm.latest_quarter.with_sales',
  // Why the price is stale (in the price), and why statements too old for it leave the company unrated.
  'price.stale.before_analysis',
  'price.stale.before_statements',
  'freshness.stale.no_quarters',
  'freshness.stale.quarters_old',
  // Why the company is of its kind.
  'classification.bse_list',
  'classification.structure',
  'classification.given',
  'classification.demo_sector',
  'classification.screener_lender_rows',
  // A stored reason none of the above reads: `text` is shown as it is.
  'classification.stated',
] as const;
export type MetaReasonCode = (typeof META_REASON_CODES)[number];

/** The fiscal years one Screener export wrote, and the dates it ran to (absent: not recorded). */
export const ExportSpanSchema = z.object({
  /** 'FY2019' or 'FY2019–FY2023'. */
  years: z.string(),
  years_to: z.optional(z.string()),
  quarters_to: z.optional(z.string()),
});
export type ExportSpan = z.infer<typeof ExportSpanSchema>;

export const MetaSourceSchema = z.object({
  kind: openEnum(DATA_SOURCE_KINDS),
  /** YYYY-MM-DD of the latest fact from it; absent when not known. */
  as_of: z.optional(z.string()),
  basis: z.optional(openEnum(STATEMENT_BASES)),
  /** The source's own name, when it is not the standard one of its kind (a test fixture's, a hand-made facts file's). */
  name: z.optional(z.string()),
  /** Statements written by more than one Screener export: which years each wrote. */
  exports: z.optional(z.array(ExportSpanSchema)),
  notes: z.optional(z.array(ReasonSchema)),
});
export type MetaSource = z.infer<typeof MetaSourceSchema>;

export const MetaTtmSchema = z.object({
  /** YYYY-MM-DD the last of the four quarters ended. */
  period_end: z.string(),
  quarter_ends: z.array(z.string()),
  figures: z.array(openEnum(TTM_FIGURE_IDS)),
  /** Net profit is without the quarters' exceptional items. */
  exceptional_left_out: z.optional(z.literal(true)),
  /** The fiscal year whose share count divides the TTM net profit into EPS ('FY2026'); present when EPS is. */
  eps_share_basis_fy: z.optional(z.string()),
  notes: z.optional(z.array(ReasonSchema)),
});
export type MetaTtm = z.infer<typeof MetaTtmSchema>;

export const MetaPriceSchema = z.object({
  /** Absent for a source the engine does not know by kind; `name` then says which. */
  kind: z.optional(openEnum(DATA_SOURCE_KINDS)),
  name: z.optional(z.string()),
  as_of: z.string(),
  /** Dated only 'on or after' as_of (an export's price). */
  approximate: z.boolean(),
  /** More than 90 days older than the analysis or the latest statements. */
  stale: z.boolean(),
  /** Why it is stale ('price.stale.*'); present only when it is. */
  stale_reasons: z.optional(z.array(ReasonSchema)),
  /** Whole days from as_of to the analysis; absent when the analysis date is unknown. */
  days_old: z.optional(z.number()),
  /** A different close is on record on as_of: the price is later than that day. */
  after: z.optional(z.literal(true)),
});
export type MetaPrice = z.infer<typeof MetaPriceSchema>;

export const MetaClassificationSchema = z.object({
  kind: openEnum(COMPANY_KINDS),
  source: openEnum(KIND_SOURCES),
  reason: z.optional(ReasonSchema),
  /** The exchange's own labels: data, not our words. */
  sector: z.optional(z.string()),
  industry: z.optional(z.string()),
});
export type MetaClassification = z.infer<typeof MetaClassificationSchema>;

export const MetaV2Schema = z.object({
  sources: z.array(MetaSourceSchema),
  ttm: z.optional(MetaTtmSchema),
  price: z.optional(MetaPriceSchema),
  classification: MetaClassificationSchema,
});
export type MetaV2 = z.infer<typeof MetaV2Schema>;

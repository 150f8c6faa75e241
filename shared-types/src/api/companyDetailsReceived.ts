import * as z from 'zod/mini';
import { AnalysisMetaSchema, MetricSeriesSchema, Part4Schema, RiskRowSchema } from './companyDetails';
import { AnalysisFiguresSchema, GUIDANCE_THEMES } from './companyDetailsFigures';
import {
  CHART_METRICS,
  PART1_SECTIONS,
  PART1_TITLE,
  PART2_TITLE,
  PART3_SECTIONS,
  PART3_TITLE,
  PART4_TITLE,
  SCORE_FIELD,
  parseJsonText,
} from './companyDetailsFields';
import { ReceivedInvestorLensesSchema } from './investorLenses';
import { jsonTextOr, openEnum } from './payloadTolerance';
import { PeerComparisonSchema } from './peerComparison';

/**
 * The company-details payload as the browser reads it. CompanyDetailsSchema is
 * what the server promises to send; the browser also renders older, partial and
 * still-processing payloads (docs/api-compatibility.md), so here only
 * `company_name` is required, every other field is optional, and a section that
 * does not match its schema is read on its own (readSection) instead of sinking
 * the whole research.
 */

/** A field's object, the same object as JSON text, or plain text shown as it is. */
export function objectOrText<T extends z.ZodMiniType>(schema: T) {
  return z.union([jsonTextOr(schema), z.string()]);
}

const [FORECAST, GUIDANCE] = PART1_SECTIONS;
const [INVESTIGATION, MOAT, RISKS, OWNER_EARNINGS, HOLD_SCENARIOS] = PART3_SECTIONS;
const optionalText = z.optional(z.string());

export const ReceivedDataJsonSchema = z.looseObject(
  Object.fromEntries(CHART_METRICS.map((metric) => [metric, z.optional(MetricSeriesSchema)])) as {
    [K in (typeof CHART_METRICS)[number]]: z.ZodMiniOptional<typeof MetricSeriesSchema>;
  },
);
export type ReceivedDataJson = z.infer<typeof ReceivedDataJsonSchema>;

export const ReceivedGuidanceSchema = z.looseObject({
  'Current Guidance': optionalText,
  'Historical Comparison': z.optional(objectOrText(z.record(z.string(), z.string()))),
  'Overall Credibility Assessment': optionalText,
  'Key Insights': z.optional(objectOrText(z.array(z.string()))),
});
export type ReceivedGuidance = z.infer<typeof ReceivedGuidanceSchema>;

export const ReceivedPart1Schema = z.looseObject({
  [FORECAST]: optionalText,
  [GUIDANCE]: z.optional(objectOrText(ReceivedGuidanceSchema)),
});
export type ReceivedPart1 = z.infer<typeof ReceivedPart1Schema>;

export const ReceivedPart2Schema = z.looseObject({
  summary_table: z.optional(objectOrText(z.array(RiskRowSchema))),
  'Overall Risk Assessment': optionalText,
});
export type ReceivedPart2 = z.infer<typeof ReceivedPart2Schema>;

export const ReceivedOwnerEarningsSchema = z.looseObject({
  "Owner's Earnings and Margin of Safety Analysis": optionalText,
  'IRR Projections': z.optional(objectOrText(z.record(z.string(), z.string()))),
  'Fat Pitch Analysis': optionalText,
});
export type ReceivedOwnerEarnings = z.infer<typeof ReceivedOwnerEarningsSchema>;

/** Scenario title → its text, e.g. 'Base Case (55% Probability)' → '…'. */
export const ScenarioTextsSchema = z.record(z.string(), z.string());

export const ReceivedPart3Schema = z.looseObject({
  [INVESTIGATION]: optionalText,
  [MOAT]: optionalText,
  [RISKS]: optionalText,
  [OWNER_EARNINGS]: z.optional(objectOrText(ReceivedOwnerEarningsSchema)),
  [HOLD_SCENARIOS]: z.optional(objectOrText(ScenarioTextsSchema)),
});
export type ReceivedPart3 = z.infer<typeof ReceivedPart3Schema>;

/**
 * The glance's figures (valuation, risk_flags, market) came later: they are kept as received and read on
 * their own with readSection(ValuationFigureSchema / RiskFlagsFigureSchema / MarketFigureSchema), so a
 * wrong shape costs only its part of the glance, not the whole of analysis_meta.
 */
export const ReceivedFiguresSchema = z.extend(z.partial(AnalysisFiguresSchema), {
  valuation: z.optional(z.unknown()),
  risk_flags: z.optional(z.unknown()),
  market: z.optional(z.unknown()),
  // A themes list of the wrong shape reads as not stated, costing only the themes.
  guidance_themes: z.optional(z.catch(z.optional(z.array(openEnum(GUIDANCE_THEMES))), undefined)),
});
export type ReceivedFigures = z.infer<typeof ReceivedFiguresSchema>;
export const ReceivedAnalysisMetaSchema = z.extend(z.partial(AnalysisMetaSchema), { figures: z.optional(ReceivedFiguresSchema) });
export type ReceivedAnalysisMeta = z.infer<typeof ReceivedAnalysisMetaSchema>;

/** A scalar that does not match reads as unknown (null), shown as 'Not Available'. */
function scalar<T extends z.ZodMiniType>(schema: T) {
  return z.optional(z.catch(z.nullable(schema), null));
}

/** A section: JSON text decoded, otherwise as received; its view reads it with readSection. */
const section = z.optional(z.pipe(z.transform(parseJsonText), z.unknown()));

/** Refused only when company_name is not text (or the payload is not an object). */
export const ReceivedCompanyDetailsSchema = z.looseObject({
  company_name: z.string(),
  company_code: scalar(z.string()),
  current_price: scalar(z.number()),
  last_updated: scalar(z.string()),
  [SCORE_FIELD]: scalar(z.number()),
  data_json: section,
  [PART1_TITLE]: section,
  [PART2_TITLE]: section,
  [PART3_TITLE]: section,
  [PART4_TITLE]: section,
  analysis_meta: section,
  investor_lenses: section,
  peer_comparison: section,
});
export type ReceivedCompanyDetails = z.infer<typeof ReceivedCompanyDetailsSchema>;

/** The schema each section is read with, by field name. */
export const RECEIVED_SECTION_SCHEMAS = {
  data_json: ReceivedDataJsonSchema,
  [PART1_TITLE]: ReceivedPart1Schema,
  [PART2_TITLE]: ReceivedPart2Schema,
  [PART3_TITLE]: ReceivedPart3Schema,
  [PART4_TITLE]: Part4Schema,
  analysis_meta: ReceivedAnalysisMetaSchema,
  investor_lenses: ReceivedInvestorLensesSchema,
  peer_comparison: PeerComparisonSchema,
} as const;

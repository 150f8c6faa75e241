import * as z from 'zod/mini';
import { PREMIUM_LIMITS } from '../premium/premiumCatalogue';
import { ScreenValueSchema } from './screenResults';

/**
 * Compare (docs/screener.md, 'Compare'): 2 to 4 companies side by side from the
 * per-company figures table. Records no company access: statements and the
 * report's Parts still need a research.
 */

export const COMPARE_MIN = 2;
/** How many a free user may compare at once; premium users up to COMPARE_MAX_PREMIUM (the premium catalogue). */
export const COMPARE_MAX_FREE = PREMIUM_LIMITS.comparedCompanies.free;
export const COMPARE_MAX_PREMIUM = PREMIUM_LIMITS.comparedCompanies.premium;

/** Fiscal years with ROCE (%), sales (₹ crore) and EPS (₹); null where a year is unknown. */
export const CompanySeriesSchema = z.object({
  years: z.array(z.string()),
  roce: z.array(z.nullable(z.number())),
  sales: z.array(z.nullable(z.number())),
  eps: z.array(z.nullable(z.number())),
});
export type CompanySeries = z.infer<typeof CompanySeriesSchema>;

export const ComparedCompanySchema = z.object({
  company_id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Every figure of the catalogue by id; null when unknown. */
  values: z.record(z.string(), ScreenValueSchema),
  /** Null when the company has no statements. */
  series: z.nullable(CompanySeriesSchema),
});
export type ComparedCompany = z.infer<typeof ComparedCompanySchema>;

/** GET /api/compare?ids=a,b,c: the companies in the order asked, and how many the caller may compare. */
export const CompareResponseSchema = z.object({
  companies: z.array(ComparedCompanySchema),
  limit: z.number(),
});
export type CompareResponse = z.infer<typeof CompareResponseSchema>;

/**
 * Codes of a refused comparison: `compare_limit` (403, more companies than the
 * caller's plan allows), `invalid_compare` (400, fewer than two ids, repeats
 * or malformed), `company_not_found` (404, an id with no figures).
 */
export const COMPARE_ERROR_CODES = ['compare_limit', 'invalid_compare', 'company_not_found'] as const;
export type CompareErrorCode = (typeof COMPARE_ERROR_CODES)[number];

import * as z from 'zod/mini';
import { CompanyDetailsSchema } from './companyDetails';

/**
 * POST /api/company/search. The caller is identified by the session cookie (or a
 * bearer identity token), never by the body: a `user_id` here is accepted only
 * when it is the caller's own.
 */
export const CompanySearchRequestSchema = z.strictObject({
  company_name: z.string().check(z.trim(), z.minLength(1, 'company_name must not be empty'), z.maxLength(200, 'company_name is too long')),
  company_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  user_id: z.optional(z.string().check(z.maxLength(64))),
});
export type CompanySearchRequest = z.infer<typeof CompanySearchRequestSchema>;

export const CompanySearchResponseSchema = z.object({
  success: z.literal(true),
  company_data: CompanyDetailsSchema,
});
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>;

/** The error code of the free limit's 403: what opens the upgrade dialog (docs/product-rules.md, 'Research'). */
export const ACCESS_LIMIT_REACHED = 'access_limit_reached';

/** 403 when a free user would exceed the limit (re-researching is always allowed). */
export const AccessDeniedSchema = z.object({
  success: z.literal(false),
  can_access: z.literal(false),
  error: z.literal(ACCESS_LIMIT_REACHED),
  message: z.string(),
  access_count: z.number(),
  max_access: z.number(),
});
export type AccessDenied = z.infer<typeof AccessDeniedSchema>;

export const COMPANY_SEARCH_FAILED = 'Failed to search company';
export const COMPANY_DETAILS_FAILED = 'Failed to fetch company details. Please try again.';
export const ACCESS_DENIED_FALLBACK = 'Access denied';
export const SIGN_IN_TO_SEARCH = 'Please sign in to search for companies.';

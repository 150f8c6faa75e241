import * as z from 'zod/mini';
import { CompanyDetailsSchema } from './companyDetails';
import { RESEARCH_V2_UNITS, ResearchV2WireSchema } from './v2/wire';

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

/**
 * POST /api/company/search?answer=v2&units=<table>: a client that reads the v2 research answer asks
 * for it, naming the wire's unit table it was built with (docs/research-answer-v2.md). The answer
 * writes figures as bare numbers only when that table is the server's; otherwise every figure goes
 * whole, which any v2 client reads. Without the query the answer is v1, as before
 * (docs/api-compatibility.md, 'The research answer: v1 beside v2'). Any other key or value is a 400.
 */
export const CompanySearchQuerySchema = z
  .strictObject({
    answer: z.optional(z.literal('v2')),
    units: z.optional(z.string().check(z.regex(/^(none|[0-9a-f]{10})$/, 'units must name a unit table: none, or 10 hexadecimal digits'))),
  })
  .check(z.refine((query) => query.units === undefined || query.answer === 'v2', { message: 'units is read only with answer=v2', path: ['units'] }));
export type CompanySearchQuery = z.infer<typeof CompanySearchQuerySchema>;
/** What this build's v2 reader asks: v2, with the unit table it decodes. */
export const READS_RESEARCH_V2 = { answer: 'v2', units: RESEARCH_V2_UNITS.version } as const satisfies CompanySearchQuery;

/**
 * The v2 answer as served: its wire form (figures rounded once to what they show). The peer
 * comparison, which v1 carries as `peer_comparison`, is its own resource for a v2 reader
 * (GET /api/company/:id/peers, CompanyPeersResponseSchema).
 */
export const ServedResearchV2Schema = ResearchV2WireSchema;
export type ServedResearchV2 = z.infer<typeof ServedResearchV2Schema>;

export const CompanyResearchV2ResponseSchema = z.object({
  success: z.literal(true),
  company_data: ServedResearchV2Schema,
});
export type CompanyResearchV2Response = z.infer<typeof CompanyResearchV2ResponseSchema>;

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

import * as z from 'zod/mini';
import { formatIndianDay } from './format';

/**
 * GET /api/company/user-access/:id and /api/company/access-summary/:id
 * (docs/product-rules.md). max_access is -1 for unlimited (premium).
 */
export const AccessSummarySchema = z.object({
  is_premium: z.boolean(),
  /** Names of the companies researched, joined by ', ' (the public API's field; a name may contain ', '). */
  company_names: z.string(),
  /**
   * The same companies, oldest first, with their ids: what a client should use to
   * identify them. Optional so a front end also works against an API from before
   * it was added (payload changes are additive).
   */
  companies: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        /** The company's address key, `/company/<key>`; absent from servers before issue 30. */
        key: z.optional(z.string()),
      }),
    ),
  ),
  access_count: z.number().check(z.int(), z.gte(0)),
  max_access: z.number().check(z.int(), z.gte(-1)),
  remaining_access: z.number().check(z.int(), z.gte(-1)),
  /** When premium ends (ISO timestamp), or null for free users. */
  premium_until: z.nullable(z.string()),
});
export type AccessSummary = z.infer<typeof AccessSummarySchema>;

export const UNLIMITED_ACCESS = -1;

/** Messages of the error catalogue (docs/product-rules.md). */
export const ACCESS_LIMIT_MESSAGE = 'You have reached your company access limit. Please upgrade to premium for unlimited access.';
export const ACCESS_SUMMARY_FAILED = 'Failed to get access summary';
export const USER_ACCESS_FAILED = 'Failed to fetch user company access';

/** 'Premium until 26 Nov 2027': the account menu's and the accessed panel's plan line. */
export function premiumUntilText(iso: string): string {
  return `Premium until ${formatIndianDay(iso)}`;
}

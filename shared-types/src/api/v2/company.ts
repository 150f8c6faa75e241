import * as z from 'zod/mini';

/**
 * Who the answer is about and which run of the engine wrote it (docs/decisions/0005-payload-v2-and-message-catalogue.md):
 * what v1's top level and `analysis_meta` say besides the other parts. The price and its date, the
 * kind, the rating and the coverage are the summary's.
 */
export const CompanyV2Schema = z.object({
  /**
   * The company's name and NSE symbol as stored: data, not our words; empty when unknown. (Not `code`:
   * in v2 an object's `code` is a reason code, and readers of the answer take it as one.)
   */
  name: z.string(),
  symbol: z.string(),
  engine_version: z.string(),
  /** ISO timestamp of the run. */
  computed_at: z.string(),
  is_demo: z.boolean(),
  /** YYYY-MM-DD the latest annual statements ended; absent without statements. */
  statements_period_end: z.optional(z.string()),
});
export type CompanyV2 = z.infer<typeof CompanyV2Schema>;

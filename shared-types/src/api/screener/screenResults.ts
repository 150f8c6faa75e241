import * as z from 'zod/mini';

/**
 * GET /api/screen's answer (docs/screener.md, 'API and the figures table'): one
 * page of the companies a query matches, with the figures it names as columns.
 */

export const SCREEN_PAGE_SIZES = [25, 50, 100] as const;
export type ScreenPageSize = (typeof SCREEN_PAGE_SIZES)[number];

/** A figure's value: null when unknown (never 0). */
export const ScreenValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);
export type ScreenValue = z.infer<typeof ScreenValueSchema>;

export const ScreenRowSchema = z.object({
  company_id: z.string(),
  code: z.string(),
  name: z.string(),
  price: z.nullable(z.number()),
  score: z.nullable(z.number()),
  /** Figure id → value, for every id of `figures`. */
  values: z.record(z.string(), ScreenValueSchema),
});
export type ScreenRow = z.infer<typeof ScreenRowSchema>;

export const ScreenResultsSchema = z.object({
  /** The query as received. */
  query: z.string(),
  /** Figure ids shown as columns, in the query's order. */
  figures: z.array(z.string()),
  /** Companies matched, over all pages. */
  total: z.number(),
  page: z.number(),
  size: z.number(),
  rows: z.array(ScreenRowSchema),
});
export type ScreenResults = z.infer<typeof ScreenResultsSchema>;

/** The error codes of a refused screen request (400). */
export const SCREEN_ERROR_CODES = ['invalid_query', 'invalid_page', 'invalid_size', 'invalid_sort', 'invalid_direction'] as const;
export type ScreenErrorCode = (typeof SCREEN_ERROR_CODES)[number];

/** A query that does not parse: where, and what to offer instead. */
export const ScreenQueryRefusalSchema = z.object({
  code: z.literal('invalid_query'),
  message: z.string(),
  column: z.number(),
  length: z.number(),
  suggestion: z.optional(z.string()),
});

import * as z from 'zod/mini';

/** One company in the pick list (GET /api/stocks). `code` may be empty or blank. */
export const StockSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  code: z.string(),
  is_demo: z.boolean(),
});
export type Stock = z.infer<typeof StockSchema>;

export const StockListSchema = z.array(StockSchema);
export type StockList = z.infer<typeof StockListSchema>;

/** Message used when the stock list cannot be fetched (docs/product-rules.md). */
export const STOCKS_FETCH_FAILED = 'Failed to fetch stocks';

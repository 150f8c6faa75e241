import * as z from 'zod/mini';

/** One company in the pick list (GET /api/stocks). `code` may be empty or blank. */
export const StockSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  code: z.string(),
  is_demo: z.boolean(),
  /**
   * False for a company with no financial statements imported yet: its page is 'Not rated' and
   * costs no free research (docs/product-rules.md). Suggestions mark it 'no data yet'; the landing
   * dropdown and the quick picks leave it out. Absent from servers before issue 30: read as true.
   */
  has_statements: z.optional(z.boolean()),
  /** The company's address key, `/company/<key>` (companyKey() in companyPage.ts). Absent from servers before issue 30. */
  key: z.optional(z.string()),
});
export type Stock = z.infer<typeof StockSchema>;

export const StockListSchema = z.array(StockSchema);
export type StockList = z.infer<typeof StockListSchema>;

/** Whether the company has statements to analyse; a list from an older server says nothing, so yes. */
export function hasStatements(stock: Pick<Stock, 'has_statements'>): boolean {
  return stock.has_statements !== false;
}

/** Beside a suggestion whose company has no statements yet (docs/product-rules.md). */
export const NO_DATA_YET = 'no data yet';

/** Message used when the stock list cannot be fetched (docs/product-rules.md). */
export const STOCKS_FETCH_FAILED = 'Failed to fetch stocks';

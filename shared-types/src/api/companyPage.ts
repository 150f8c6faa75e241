import * as z from 'zod/mini';
import { NOT_RATED_CODES } from './companyDetails';
import { openEnum } from './payloadTolerance';

/**
 * A company's own address and its public view (docs/company-page.md).
 *
 * GET /api/company/by-key/:key/public answers anyone, signed in or not, and records no
 * access: the name, the price with its date, and the key figures. GET
 * /api/company/by-key/:key/prices answers the closes the price chart draws. Both are
 * rate limited. Figures are data with a reason code when missing; the browser words them.
 */

/** The key in `/company/<key>`: the NSE symbol, else the BSE code, else the ISIN. */
export function companyKey(company: { nse_symbol: string | null; bse_code: string | null; isin: string | null; id: string }): string {
  return nonBlank(company.nse_symbol) ?? nonBlank(company.bse_code) ?? nonBlank(company.isin) ?? company.id;
}

function nonBlank(value: string | null): string | null {
  return value !== null && value.trim() !== '' ? value.trim() : null;
}

/** `/company/M%26M`: the key URL-encoded, so `M&M` and `BAJAJ-AUTO` survive. */
export function companyPath(key: string): string {
  return `/company/${encodeURIComponent(key)}`;
}

/** The key of a `/company/<key>` path, decoded; null for any other path or a malformed escape. */
export function companyKeyFromPath(pathname: string): string | null {
  const match = /^\/company\/([^/]+)\/?$/.exec(pathname);
  if (match === null) return null;
  try {
    const key = decodeURIComponent(match[1]!);
    return key.trim() === '' ? null : key;
  } catch {
    return null;
  }
}

/** A key in a path parameter: what a symbol, a BSE code or an ISIN can be. */
export const CompanyKeyParamsSchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Why a key figure is 'Not Available'; the browser words each (docs/company-page.md). */
export const KEY_FIGURE_REASONS = [
  'no_price',
  'no_shares_outstanding',
  'no_statements',
  'no_ttm_profit',
  'loss_making',
  'no_book_value',
  'negative_book_value',
  'no_capital_employed',
  'no_dividend_data',
  'no_week_range',
  'week_range_unreliable',
  'not_rated',
] as const;
export type KeyFigureReason = (typeof KEY_FIGURE_REASONS)[number];

/** One figure of the strip: a value, or null with the reason; `as_of` is the day or period it is for. */
export const KeyFigureSchema = z.object({
  value: z.nullable(z.number()),
  reason: z.nullable(z.enum(KEY_FIGURE_REASONS)),
  as_of: z.nullable(z.string()),
});
export type KeyFigure = z.infer<typeof KeyFigureSchema>;

export const PRICE_SOURCES = ['nse', 'bse', 'screener', 'live', 'demo', 'other'] as const;

export const KeyFiguresSchema = z.object({
  price: z.object({
    value: z.nullable(z.number()),
    reason: z.nullable(z.enum(KEY_FIGURE_REASONS)),
    /** The day of the close (YYYY-MM-DD). */
    as_of: z.nullable(z.string()),
    source: z.nullable(z.enum(PRICE_SOURCES)),
    /** True when as_of is only a lower bound (a Screener export's price, dated by its latest period). */
    approximate: z.boolean(),
  }),
  /** ₹ crore: shares outstanding × the close. */
  market_cap: KeyFigureSchema,
  /** Market capitalisation ÷ the latest four quarters' profit (else the latest year's). */
  pe_ttm: z.object({
    ...KeyFigureSchema.shape,
    /** Which profit: the four quarters to `as_of` ('ttm') or the fiscal year ended `as_of`. Absent when there is none. */
    period: z.optional(z.enum(['ttm', 'fiscal_year'])),
  }),
  /** Market capitalisation ÷ the latest book value (net worth). */
  pb: KeyFigureSchema,
  /** Percent, on average capital; ROE for lenders. `as_of` is the fiscal year's end. */
  return_on_capital: z.object({ ...KeyFigureSchema.shape, kind: z.enum(['roce', 'roe']) }),
  /** Percent: the latest year's dividends ÷ market capitalisation. */
  dividend_yield: KeyFigureSchema,
  week_range: z.object({
    high: z.nullable(z.number()),
    low: z.nullable(z.number()),
    reason: z.nullable(z.enum(KEY_FIGURE_REASONS)),
    as_of: z.nullable(z.string()),
  }),
  /**
   * The investment score out of 100; null with 'not_rated' when the analysis could not rate it, and
   * then, when the analysis said why, its code (analysis_meta.not_rated_code: 'stale_data', …).
   */
  score: z.object({ ...KeyFigureSchema.shape, not_rated_code: z.optional(z.nullable(openEnum(NOT_RATED_CODES))) }),
});
export type KeyFigures = z.infer<typeof KeyFiguresSchema>;

export const CompanyPublicSchema = z.object({
  company: z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    nse_symbol: z.nullable(z.string()),
    bse_code: z.nullable(z.string()),
    isin: z.nullable(z.string()),
    /** False: researching it costs no free research and shows 'Not rated' (docs/product-rules.md). */
    has_statements: z.boolean(),
    is_demo: z.boolean(),
  }),
  key_figures: KeyFiguresSchema,
});
export type CompanyPublic = z.infer<typeof CompanyPublicSchema>;

/** A close on the price chart: an exchange or live close, or a Screener export's fiscal-year-end price. */
export const PricePointSchema = z.object({
  date: z.string(),
  close: z.number(),
  kind: z.enum(['close', 'year_end']),
});
export type PricePoint = z.infer<typeof PricePointSchema>;

export const PriceHistorySchema = z.object({
  /** Oldest first, one point a day; closes before a split or bonus on record are divided by it. */
  points: z.array(PricePointSchema),
  /** The splits and bonuses the closes were adjusted for. */
  adjusted_for: z.array(z.object({ ex_date: z.string(), kind: z.enum(['split', 'bonus']), share_multiplier: z.number() })),
});
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

/** The error code for a key no company has (404). The page says 'No company matches <key>'. */
export const COMPANY_NOT_FOUND = 'company_not_found';
export function noCompanyMatchesText(key: string): string {
  return `No company matches ${key}`;
}

import * as z from 'zod';
import { type LiveQuote } from './livePriceProvider';

/**
 * NSE codes as Yahoo spells them: the code plus ".NS", keeping '&' and '-'
 * (M&M → M&M.NS, BAJAJ-AUTO → BAJAJ-AUTO.NS). yahoo-finance2 URL-encodes the
 * query, so the symbol itself stays as Yahoo lists it.
 */
const NSE_CODE = /^[A-Z0-9][A-Z0-9&-]{0,19}$/;
const NSE_SUFFIX = '.NS';

/** 'm&m ' → 'M&M.NS'; undefined for anything that cannot be an NSE code. */
export function toYahooSymbol(code: string): string | undefined {
  const normalised = code.trim().toUpperCase();
  return NSE_CODE.test(normalised) ? normalised + NSE_SUFFIX : undefined;
}

/** 'M&M.NS' → 'M&M'; undefined for other exchanges' symbols. */
export function fromYahooSymbol(symbol: string): string | undefined {
  return symbol.endsWith(NSE_SUFFIX) ? symbol.slice(0, -NSE_SUFFIX.length) : undefined;
}

/** Quotes stamped further ahead than this are clock or data errors. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** Far above any NSE share (MRF trades near ₹1.5 lakh); beyond it the value is a unit error. */
const MAX_PRICE = 10_000_000;

const QuoteFields = z.object({
  symbol: z.string({ error: 'missing symbol' }),
  regularMarketPrice: z
    .number({ error: 'regularMarketPrice is not a number' })
    .refine((price) => Number.isFinite(price) && price > 0 && price < MAX_PRICE, 'regularMarketPrice is not a plausible price'),
  currency: z.string({ error: 'currency is missing' }).refine((currency) => currency === 'INR', 'currency is not INR'),
  regularMarketTime: z.unknown().refine((time) => time !== undefined && time !== null, 'regularMarketTime is missing'),
  exchangeDataDelayedBy: z.unknown(),
  quoteSourceName: z.unknown(),
});

export type QuoteReading = { ok: true; quote: LiveQuote } | { ok: false; symbol: string; reason: string };

/**
 * One element of Yahoo's quoteResponse.result, checked field by field: a
 * finite positive rupee price with a real timestamp, or a reason to drop it.
 */
export function readYahooQuote(raw: unknown, now: Date): QuoteReading {
  const symbol =
    typeof raw === 'object' && raw !== null && typeof (raw as { symbol?: unknown }).symbol === 'string' ? (raw as { symbol: string }).symbol : '(unknown)';
  const parsed = QuoteFields.safeParse(raw);
  if (!parsed.success) return { ok: false, symbol, reason: parsed.error.issues.map((issue) => issue.message).join('; ') };
  const fields = parsed.data;
  const code = fromYahooSymbol(fields.symbol);
  if (code === undefined) return { ok: false, symbol, reason: 'not an NSE (.NS) symbol' };
  const time = epochMs(fields.regularMarketTime);
  if (!Number.isFinite(time) || time <= 0) return { ok: false, symbol, reason: 'regularMarketTime is not a valid time' };
  if (time > now.getTime() + MAX_CLOCK_SKEW_MS) return { ok: false, symbol, reason: 'regularMarketTime is in the future' };
  const delay = fields.exchangeDataDelayedBy;
  const feed = typeof fields.quoteSourceName === 'string' && fields.quoteSourceName.trim() !== '' ? fields.quoteSourceName.trim() : undefined;
  return {
    ok: true,
    quote: {
      symbol: code,
      price: fields.regularMarketPrice,
      currency: 'INR',
      asOf: new Date(time).toISOString(),
      delayedByMinutes: typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay : null,
      source: feed === undefined ? 'Yahoo Finance' : `Yahoo Finance (${feed})`,
    },
  };
}

/** yahoo-finance2 turns Yahoo's epoch seconds into a Date; raw seconds are accepted too. */
function epochMs(time: unknown): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time * 1000;
  return Number.NaN;
}

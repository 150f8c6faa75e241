/**
 * An optional source of current share prices (delayed, never real-time). The
 * refresh only needs this interface, so a broker adapter could replace Yahoo
 * without touching the database side.
 */
export interface LivePriceProvider {
  /** Shown in logs and messages, e.g. "Yahoo Finance". */
  readonly name: string;
  /**
   * Current quotes for NSE codes (e.g. 'RELIANCE', 'M&M'). Symbols without a
   * usable quote are left out. Rejects with LivePricesUnavailable when the
   * provider cannot be reached or refuses; `signal` aborts between requests.
   */
  fetchQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<LiveQuote[]>;
}

export interface LiveQuote {
  /** The NSE code asked for (not the provider's own symbol). */
  symbol: string;
  /** ₹ per share. */
  price: number;
  currency: 'INR';
  /** When the exchange last traded at this price (ISO timestamp, UTC). */
  asOf: string;
  /** The exchange's reporting delay in minutes; null when the provider does not say. */
  delayedByMinutes: number | null;
  /** The provider and its feed, e.g. "Yahoo Finance (Delayed Quote)". */
  source: string;
}

export const UNAVAILABLE_REASONS = ['offline', 'rate_limited', 'provider_error'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** The provider could not be used this time; nothing was fetched, so nothing may be changed. */
export class LivePricesUnavailable extends Error {
  override readonly name = 'LivePricesUnavailable';

  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
  }
}

/** The operator-facing sentence for each reason; `detail` says what exactly happened. */
export function unavailableMessage(reason: UnavailableReason, providerName: string, detail: string): string {
  const what =
    reason === 'offline'
      ? `cannot reach ${providerName} (${detail})`
      : reason === 'rate_limited'
        ? `${providerName} is limiting requests (${detail})`
        : `${providerName} answered with an error (${detail})`;
  return `Live prices are unavailable: ${what}. Stored prices are unchanged.`;
}

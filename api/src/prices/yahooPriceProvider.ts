import { Mutex } from '../concurrency/mutex';
import { type Logger } from '../logger';
import { BoundedCache } from '../cache/boundedCache';
import { LivePricesUnavailable, unavailableMessage, type LivePriceProvider, type LiveQuote, type UnavailableReason } from './livePriceProvider';
import { RequestPacer, systemClock, type Clock } from './requestPacer';
import { createYahooClient, type YahooClient } from './yahooClient';
import { readYahooQuote, toYahooSymbol } from './yahooQuotes';

const PROVIDER_NAME = 'Yahoo Finance';
/** Yahoo's quote endpoint takes up to 100 symbols; 50 keeps each URL short and a failed batch cheap. */
const MAX_BATCH_SIZE = 50;

export interface YahooPriceProviderOptions {
  logger: Logger;
  /** The HTTP layer; tests inject a fake Yahoo. Defaults to the global fetch. */
  fetch?: typeof fetch;
  clock?: Clock;
  /** Symbols per quote request (at most MAX_BATCH_SIZE). */
  batchSize?: number;
  /** Minimum time between the starts of two quote requests. */
  minIntervalMs?: number;
  /** How long a fetched quote is reused instead of asked again. */
  cacheTtlMs?: number;
  /** One HTTP request may take this long before it counts as "cannot reach". */
  requestTimeoutMs?: number;
  /** After a 429 the provider asks nothing for this long, doubling on each further 429 up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * yahoo-finance2 behind LivePriceProvider, loaded on first use (`await import`),
 * so a server with live prices off never loads it. Yahoo data is for personal use.
 */
export async function createYahooPriceProvider(options: YahooPriceProviderOptions): Promise<LivePriceProvider> {
  const observer = new HttpObserver(options.fetch ?? globalThis.fetch, options.requestTimeoutMs ?? 15_000);
  const client = await createYahooClient(observer.fetch, options.logger);
  return new YahooPriceProvider(client, observer, options);
}

interface CachedQuote {
  quote: LiveQuote;
  fetchedAt: number;
}

class YahooPriceProvider implements LivePriceProvider {
  readonly name = PROVIDER_NAME;
  // One refresh at a time: yahoo-finance2's queue defaults to 4 parallel requests, which gets clients banned.
  private readonly mutex = new Mutex();
  private readonly cache = new BoundedCache<string, CachedQuote>(10_000);
  private readonly clock: Clock;
  private readonly pacer: RequestPacer;
  private readonly batchSize: number;
  private readonly cacheTtlMs: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private currentBackoffMs = 0;
  private rateLimitedUntil = 0;

  constructor(
    private readonly client: YahooClient,
    private readonly http: HttpObserver,
    private readonly options: YahooPriceProviderOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.pacer = new RequestPacer(options.minIntervalMs ?? 2_000, this.clock);
    this.batchSize = Math.min(MAX_BATCH_SIZE, Math.max(1, options.batchSize ?? MAX_BATCH_SIZE));
    this.cacheTtlMs = options.cacheTtlMs ?? 60_000;
    this.backoffMs = options.backoffMs ?? 5 * 60_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  }

  async fetchQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<LiveQuote[]> {
    const unlock = await this.mutex.lock();
    try {
      return await this.fetchInTurn(symbols, signal);
    } finally {
      unlock();
    }
  }

  private async fetchInTurn(symbols: readonly string[], signal: AbortSignal | undefined): Promise<LiveQuote[]> {
    if (this.clock.now() < this.rateLimitedUntil) {
      throw this.unavailable('rate_limited', `HTTP 429 earlier; not asking again before ${new Date(this.rateLimitedUntil).toISOString()}`);
    }
    const quotes: LiveQuote[] = [];
    const toFetch: string[] = [];
    const invalid: string[] = [];
    for (const code of new Set(symbols)) {
      const yahooSymbol = toYahooSymbol(code);
      if (yahooSymbol === undefined) {
        invalid.push(code);
        continue;
      }
      const cached = this.cache.get(yahooSymbol);
      if (cached !== undefined && this.clock.now() - cached.fetchedAt < this.cacheTtlMs) quotes.push(cached.quote);
      else toFetch.push(yahooSymbol);
    }
    if (invalid.length > 0) {
      this.options.logger.warn(
        { codes: invalid.slice(0, 20), count: invalid.length },
        `Live prices: skipped ${invalid.length} code(s) that are not valid NSE symbols`,
      );
    }
    for (let start = 0; start < toFetch.length; start += this.batchSize) {
      signal?.throwIfAborted();
      await this.pacer.wait(signal);
      const batch = toFetch.slice(start, start + this.batchSize);
      quotes.push(...this.readBatch(batch, await this.requestBatch(batch, signal)));
    }
    this.currentBackoffMs = 0;
    return quotes;
  }

  /** Valid quotes for the symbols asked; every dropped one is logged with its reason. */
  private readBatch(batch: readonly string[], results: readonly unknown[]): LiveQuote[] {
    const asked = new Set(batch);
    const now = new Date(this.clock.now());
    const quotes: LiveQuote[] = [];
    const dropped: Array<{ symbol: string; reason: string }> = [];
    for (const raw of results) {
      const reading = readYahooQuote(raw, now);
      if (!reading.ok) dropped.push({ symbol: reading.symbol, reason: reading.reason });
      else if (!asked.has(`${reading.quote.symbol}.NS`)) dropped.push({ symbol: reading.quote.symbol, reason: 'not asked for' });
      else {
        quotes.push(reading.quote);
        this.cache.set(`${reading.quote.symbol}.NS`, { quote: reading.quote, fetchedAt: this.clock.now() });
      }
    }
    if (dropped.length > 0) {
      this.options.logger.warn({ dropped: dropped.slice(0, 20), count: dropped.length }, `Live prices: dropped ${dropped.length} unusable quote(s)`);
    }
    return quotes;
  }

  private async requestBatch(batch: readonly string[], signal: AbortSignal | undefined): Promise<unknown[]> {
    for (let attempt = 1; ; attempt += 1) {
      const exchange = this.http.begin(signal);
      try {
        const results = await this.client.quote([...batch]);
        if (!Array.isArray(results)) throw new Error('the quote response was not a list');
        return results;
      } catch (error) {
        signal?.throwIfAborted();
        const seen = exchange.end();
        if (seen.networkError !== undefined) throw this.unavailable('offline', describeNetworkError(seen.networkError, this.http.timeoutMs));
        if (seen.statuses.includes(429)) throw this.rateLimited();
        const sessionProblem = seen.statuses.some((status) => status === 401 || status === 403) || /crumb/i.test(messageOf(error));
        if (sessionProblem && attempt === 1) {
          // Yahoo's cookie and crumb expire or get refused (#741, #764, #784): start a new session once.
          this.options.logger.info('Live prices: Yahoo refused the session; fetching a new cookie and crumb');
          await this.client.resetSession();
          await this.pacer.wait(signal);
          continue;
        }
        throw this.unavailable('provider_error', messageOf(error).slice(0, 200));
      } finally {
        exchange.end();
      }
    }
  }

  private rateLimited(): LivePricesUnavailable {
    this.currentBackoffMs = Math.min(this.maxBackoffMs, this.currentBackoffMs === 0 ? this.backoffMs : this.currentBackoffMs * 2);
    this.rateLimitedUntil = this.clock.now() + this.currentBackoffMs;
    return this.unavailable('rate_limited', `HTTP 429 Too Many Requests; waiting ${Math.round(this.currentBackoffMs / 60_000)} min before asking again`);
  }

  private unavailable(reason: UnavailableReason, detail: string): LivePricesUnavailable {
    return new LivePricesUnavailable(reason, unavailableMessage(reason, PROVIDER_NAME, detail));
  }
}

interface Seen {
  statuses: number[];
  networkError: unknown;
}

/**
 * Wraps the injected fetch: adds a timeout, and records what happened on the
 * wire (statuses, network failures), so a failure is classified by facts
 * rather than by yahoo-finance2's error wording.
 */
class HttpObserver {
  private seen: Seen = { statuses: [], networkError: undefined };
  private signal: AbortSignal | undefined;

  constructor(
    private readonly baseFetch: typeof fetch,
    readonly timeoutMs: number,
  ) {}

  begin(signal: AbortSignal | undefined): { end(): Seen } {
    const seen: Seen = { statuses: [], networkError: undefined };
    this.seen = seen;
    this.signal = signal;
    return {
      end: () => {
        this.signal = undefined;
        return seen;
      },
    };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const seen = this.seen;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = this.signal === undefined ? timeout : AbortSignal.any([this.signal, timeout]);
    let response: Response;
    try {
      response = await this.baseFetch(input, { ...init, signal });
    } catch (error) {
      seen.networkError ??= error;
      throw error;
    }
    seen.statuses.push(response.status);
    // Thrown here so yahoo-finance2 does not print the request URL (with its crumb) for every 429.
    if (response.status === 429) throw new Error('HTTP 429 Too Many Requests');
    return response;
  };
}

/** "fetch failed: ENOTFOUND", or the timeout. Duck-typed: errors may come from another realm (undici, DOMException). */
function describeNetworkError(error: unknown, timeoutMs: number): string {
  const { name, code, cause } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; code?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const errorCode = typeof cause?.code === 'string' ? cause.code : typeof code === 'string' ? code : undefined;
  return errorCode === undefined ? messageOf(error) : `${messageOf(error)}: ${errorCode}`;
}

function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(error);
}

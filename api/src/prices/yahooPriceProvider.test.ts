import { capturingLogger, silentLogger } from '../testing/fixtures';
import { LivePricesUnavailable, type LivePriceProvider } from './livePriceProvider';
import { createFakeClock, type FakeClock } from './testing/fakeClock';
import { createFakeYahoo, MARKET_TIME_SECONDS, yahooQuoteJson, type FakeYahoo } from './testing/fakeYahoo';
import { createYahooPriceProvider, type YahooPriceProviderOptions } from './yahooPriceProvider';

const START = MARKET_TIME_SECONDS * 1000 + 20 * 60_000;

let yahoo: FakeYahoo;
let clock: FakeClock;
beforeEach(() => {
  yahoo = createFakeYahoo([
    yahooQuoteJson('RELIANCE.NS', { regularMarketPrice: 1402.6 }),
    yahooQuoteJson('M&M.NS', { regularMarketPrice: 2950.45 }),
    yahooQuoteJson('TCS.NS', { regularMarketPrice: 3120 }),
  ]);
  clock = createFakeClock(START);
});

const provider = (options: Partial<YahooPriceProviderOptions> = {}): Promise<LivePriceProvider> =>
  createYahooPriceProvider({ logger: silentLogger(), fetch: yahoo.fetch, clock, ...options });

async function unavailability(promise: Promise<unknown>): Promise<LivePricesUnavailable> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LivePricesUnavailable);
  return error as LivePricesUnavailable;
}

describe('Yahoo price provider (yahoo-finance2 over an injected fetch)', () => {
  it('gets a cookie and crumb first, then asks for .NS symbols with both, and returns typed quotes', async () => {
    const quotes = await (await provider()).fetchQuotes(['RELIANCE', 'M&M']);
    expect(yahoo.requests.map((request) => new URL(request.url).host + new URL(request.url).pathname)).toEqual([
      'finance.yahoo.com/quote/AAPL',
      'query1.finance.yahoo.com/v1/test/getcrumb',
      'query2.finance.yahoo.com/v7/finance/quote',
    ]);
    const [, crumbRequest, quoteRequest] = yahoo.requests;
    expect(crumbRequest?.cookie).toContain('A3=');
    expect(quoteRequest?.cookie).toContain('A3=');
    // '&' travels percent-encoded and arrives as Yahoo's own symbol.
    expect(quoteRequest?.url).toContain('symbols=RELIANCE.NS%2CM%26M.NS');
    expect(quoteRequest?.symbols).toEqual(['RELIANCE.NS', 'M&M.NS']);
    expect(quotes).toEqual([
      { symbol: 'RELIANCE', price: 1402.6, currency: 'INR', asOf: '2026-03-02T04:30:00.000Z', delayedByMinutes: 15, source: 'Yahoo Finance (Delayed Quote)' },
      { symbol: 'M&M', price: 2950.45, currency: 'INR', asOf: '2026-03-02T04:30:00.000Z', delayedByMinutes: 15, source: 'Yahoo Finance (Delayed Quote)' },
    ]);
  });

  it('drops bad quotes with a logged reason and keeps the good ones', async () => {
    yahoo.quotes.set('INFY.NS', yahooQuoteJson('INFY.NS', { currency: 'USD' }));
    yahoo.quotes.set('WIPRO.NS', yahooQuoteJson('WIPRO.NS', { regularMarketPrice: null }));
    const { logger, lines } = capturingLogger();
    const quotes = await (await provider({ logger })).fetchQuotes(['TCS', 'INFY', 'WIPRO', 'UNLISTED', 'NOT A CODE']);
    expect(quotes.map((quote) => quote.symbol)).toEqual(['TCS']);
    const dropped = lines().find((line) => line.msg === 'Live prices: dropped 2 unusable quote(s)') as unknown as { dropped: unknown[] };
    expect(dropped.dropped).toEqual([
      { symbol: 'INFY.NS', reason: 'currency is not INR' },
      { symbol: 'WIPRO.NS', reason: 'regularMarketPrice is not a number' },
    ]);
    expect(lines().map((line) => line.msg)).toContain('Live prices: skipped 1 code(s) that are not valid NSE symbols');
    expect(yahoo.quoteRequests()[0]?.symbols).toEqual(['TCS.NS', 'INFY.NS', 'WIPRO.NS', 'UNLISTED.NS']);
  });

  it('asks in batches of at most 50 symbols, one request at a time, paced by the minimum interval', async () => {
    const codes = Array.from({ length: 120 }, (_, index) => `CODE${index}`);
    for (const code of codes) yahoo.quotes.set(`${code}.NS`, yahooQuoteJson(`${code}.NS`));
    const quotes = await (await provider({ batchSize: 500, minIntervalMs: 2_000 })).fetchQuotes(codes);
    expect(quotes).toHaveLength(120);
    expect(yahoo.quoteRequests().map((request) => request.symbols?.length)).toEqual([50, 50, 20]);
    expect(clock.sleeps).toEqual([2_000, 2_000]);
    expect(yahoo.maxConcurrentQuotes).toBe(1);
  });

  it('runs overlapping calls one after the other', async () => {
    const live = await provider({ batchSize: 1, cacheTtlMs: 0 });
    await Promise.all([live.fetchQuotes(['RELIANCE', 'TCS']), live.fetchQuotes(['M&M', 'RELIANCE'])]);
    expect(yahoo.quoteRequests()).toHaveLength(4);
    expect(yahoo.maxConcurrentQuotes).toBe(1);
  });

  it('serves quotes from its cache for the TTL, then asks again', async () => {
    const live = await provider({ cacheTtlMs: 60_000 });
    await live.fetchQuotes(['RELIANCE', 'TCS']);
    clock.advance(59_000);
    expect((await live.fetchQuotes(['TCS', 'RELIANCE'])).map((quote) => quote.price)).toEqual([3120, 1402.6]);
    expect(yahoo.quoteRequests()).toHaveLength(1);

    await live.fetchQuotes(['TCS', 'M&M']); // only M&M is new
    expect(yahoo.quoteRequests()[1]?.symbols).toEqual(['M&M.NS']);

    clock.advance(2_000);
    await live.fetchQuotes(['RELIANCE']);
    expect(yahoo.quoteRequests()[2]?.symbols).toEqual(['RELIANCE.NS']);
  });

  it.each([
    ['the cookie page', (y: FakeYahoo) => y.failCookiePage.push('offline')],
    ['the quote request', (y: FakeYahoo) => y.failQuote.push('offline')],
  ])('reports "offline" when %s cannot be reached (DNS failure)', async (_where, fail) => {
    fail(yahoo);
    const error = await unavailability((await provider()).fetchQuotes(['RELIANCE']));
    expect(error.reason).toBe('offline');
    expect(error.message).toBe('Live prices are unavailable: cannot reach Yahoo Finance (fetch failed: ENOTFOUND). Stored prices are unchanged.');
  });

  it('reports "offline" when Yahoo does not answer in time', async () => {
    yahoo.failQuote.push('timeout');
    const error = await unavailability((await provider({ requestTimeoutMs: 15_000 })).fetchQuotes(['RELIANCE']));
    expect(error).toMatchObject({ reason: 'offline', message: expect.stringContaining('(no answer within 15 s)') });
  });

  it('backs off after a 429: asks nothing until the back-off ends, doubling it on the next 429', async () => {
    const live = await provider({ backoffMs: 5 * 60_000 });
    yahoo.failQuote.push('rate_limited');
    const first = await unavailability(live.fetchQuotes(['RELIANCE']));
    expect(first).toMatchObject({ reason: 'rate_limited' });
    expect(first.message).toBe(
      'Live prices are unavailable: Yahoo Finance is limiting requests (HTTP 429 Too Many Requests; waiting 5 min before asking again). Stored prices are unchanged.',
    );
    const before = yahoo.requests.length;
    clock.advance(4 * 60_000);
    expect(await unavailability(live.fetchQuotes(['RELIANCE']))).toMatchObject({ reason: 'rate_limited' });
    expect(yahoo.requests).toHaveLength(before);

    clock.advance(60_000);
    yahoo.failQuote.push('rate_limited');
    expect((await unavailability(live.fetchQuotes(['RELIANCE']))).message).toContain('waiting 10 min');
    clock.advance(10 * 60_000);
    expect(await live.fetchQuotes(['RELIANCE'])).toHaveLength(1);
  });

  it('reports "rate_limited" when the crumb request itself gets a 429', async () => {
    yahoo.failCrumb.push('rate_limited');
    expect(await unavailability((await provider()).fetchQuotes(['TCS']))).toMatchObject({ reason: 'rate_limited' });
    expect(yahoo.quoteRequests()).toEqual([]);
  });

  it('starts a new session once when Yahoo says "Invalid Crumb", then succeeds', async () => {
    const live = await provider();
    await live.fetchQuotes(['RELIANCE']);
    yahoo.failQuote.push('invalid_crumb');
    clock.advance(120_000);
    expect(await live.fetchQuotes(['RELIANCE'])).toHaveLength(1);
    expect(yahoo.requests.filter((request) => request.url.includes('getcrumb'))).toHaveLength(2);
    expect(clock.sleeps).toEqual([2_000]); // the retry waits its turn like any request
  });

  it('gives up with "provider_error" when the session is refused twice, or Yahoo answers garbage', async () => {
    yahoo.failQuote.push('invalid_crumb', 'invalid_crumb');
    expect(await unavailability((await provider()).fetchQuotes(['RELIANCE']))).toMatchObject({
      reason: 'provider_error',
      message: 'Live prices are unavailable: Yahoo Finance answered with an error (Invalid Crumb). Stored prices are unchanged.',
    });
    yahoo.failQuote.push('not_json');
    expect(await unavailability((await provider()).fetchQuotes(['RELIANCE']))).toMatchObject({ reason: 'provider_error' });
  });

  it('stops between requests when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect((await provider()).fetchQuotes(['RELIANCE'], controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(yahoo.requests).toEqual([]);
  });
});

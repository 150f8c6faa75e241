/**
 * A stand-in for Yahoo's HTTP endpoints, injected as yahoo-finance2's `fetch`:
 * the cookie page, the crumb endpoint and /v7/finance/quote, answering in the
 * shapes Yahoo uses (hand-written for the tests, not recorded from Yahoo).
 */

/** 2026-03-02 10:00 IST, a Monday in market hours. */
export const MARKET_TIME_SECONDS = Date.UTC(2026, 2, 2, 4, 30) / 1000;

/** One element of quoteResponse.result as Yahoo sends it (epoch-second times, many extra fields). */
export function yahooQuoteJson(symbol: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    language: 'en-US',
    region: 'US',
    quoteType: 'EQUITY',
    typeDisp: 'Equity',
    quoteSourceName: 'Delayed Quote',
    triggerable: false,
    customPriceAlertConfidence: 'LOW',
    currency: 'INR',
    marketState: 'REGULAR',
    tradeable: false,
    cryptoTradeable: false,
    exchange: 'NSI',
    shortName: `${symbol.replace(/\.NS$/, '')} LTD`,
    exchangeTimezoneName: 'Asia/Kolkata',
    exchangeTimezoneShortName: 'IST',
    gmtOffSetMilliseconds: 19_800_000,
    market: 'in_market',
    esgPopulated: false,
    regularMarketPrice: 1234.5,
    regularMarketTime: MARKET_TIME_SECONDS,
    regularMarketChange: 12.3,
    regularMarketChangePercent: 1.006,
    regularMarketPreviousClose: 1222.2,
    priceHint: 2,
    sourceInterval: 15,
    exchangeDataDelayedBy: 15,
    fullExchangeName: 'NSE',
    hasPrePostMarketData: false,
    firstTradeDateMilliseconds: 820_467_900_000,
    symbol,
    ...overrides,
  };
}

const COOKIE_PAGE = 'https://finance.yahoo.com/quote/AAPL';
const CRUMB_URL = 'https://query1.finance.yahoo.com/v1/test/getcrumb';
const QUOTE_PATH = '/v7/finance/quote';
const CRUMB = 'Xk7pTq0aBcD';
const SESSION_COOKIE = 'A3=d=AQABBFakeSession&S=AQAAAFake';

export interface FakeYahooRequest {
  url: string;
  cookie: string | undefined;
  /** For quote requests: the symbols asked for, decoded. */
  symbols?: string[];
}

/** What to do with the next request of a kind; each entry is used once. */
export type Failure = 'offline' | 'timeout' | 'rate_limited' | 'invalid_crumb' | 'server_error' | 'not_json';

export interface FakeYahoo {
  fetch: typeof fetch;
  requests: FakeYahooRequest[];
  quoteRequests(): FakeYahooRequest[];
  /** Quote bodies by Yahoo symbol; symbols not listed are left out, as Yahoo does. */
  quotes: Map<string, Record<string, unknown>>;
  failCookiePage: Failure[];
  failCrumb: Failure[];
  failQuote: Failure[];
  /** The most quote requests in flight at once. */
  maxConcurrentQuotes: number;
}

export function createFakeYahoo(quotes: Record<string, unknown>[] = []): FakeYahoo {
  let inFlight = 0;
  const yahoo: FakeYahoo = {
    requests: [],
    quotes: new Map(quotes.map((quote) => [String(quote.symbol), quote as Record<string, unknown>])),
    failCookiePage: [],
    failCrumb: [],
    failQuote: [],
    maxConcurrentQuotes: 0,
    quoteRequests: () => yahoo.requests.filter((request) => request.symbols !== undefined),
    fetch: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const cookie = new Headers(init?.headers).get('cookie') ?? undefined;
      const parsed = new URL(url);
      if (url === COOKIE_PAGE) {
        yahoo.requests.push({ url, cookie });
        return failed(yahoo.failCookiePage.shift()) ?? cookiePage();
      }
      if (url === CRUMB_URL) {
        yahoo.requests.push({ url, cookie });
        const failure = failed(yahoo.failCrumb.shift());
        if (failure) return failure;
        return cookie?.includes('A3=') ? new Response(CRUMB, { status: 200, headers: { 'content-type': 'text/plain' } }) : new Response('', { status: 403 });
      }
      if (parsed.pathname === QUOTE_PATH) {
        const symbols = (parsed.searchParams.get('symbols') ?? '').split(',');
        yahoo.requests.push({ url, cookie, symbols });
        inFlight += 1;
        yahoo.maxConcurrentQuotes = Math.max(yahoo.maxConcurrentQuotes, inFlight);
        try {
          await new Promise((resolve) => setImmediate(resolve)); // let an overlapping request show itself
          const failure = failed(yahoo.failQuote.shift());
          if (failure) return failure;
          if (parsed.searchParams.get('crumb') !== CRUMB || !cookie?.includes('A3=')) return invalidCrumb();
          const result = symbols.flatMap((symbol) => yahoo.quotes.get(symbol) ?? []);
          return Response.json({ quoteResponse: { result, error: null } });
        } finally {
          inFlight -= 1;
        }
      }
      return new Response('Not Found', { status: 404 });
    },
  };
  return yahoo;
}

function cookiePage(): Response {
  const setCookie = `${SESSION_COOKIE}; Max-Age=31557600; Domain=.yahoo.com; Path=/; SameSite=None; Secure; HttpOnly`;
  const response = new Response('<!doctype html><html><head><title>Apple Inc. (AAPL)</title></head><body></body></html>', {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': setCookie },
  });
  // Jest evaluates modules in their own realm, so the array undici's getSetCookie() returns fails
  // yahoo-finance2's `instanceof Array` and the cookie would be ignored. Hand it one from this realm.
  Object.defineProperty(response.headers, 'getSetCookie', { value: () => [setCookie] });
  return response;
}

function invalidCrumb(): Response {
  return Response.json({ finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } }, { status: 401 });
}

/** Undefined: answer normally. Network failures reject, as undici's fetch does. */
function failed(failure: Failure | undefined): Response | undefined {
  switch (failure) {
    case undefined:
      return undefined;
    case 'offline':
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND query2.finance.yahoo.com'), { code: 'ENOTFOUND' }) });
    case 'timeout':
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    case 'rate_limited':
      return new Response('Too Many Requests\r\n', { status: 429, statusText: 'Too Many Requests' });
    case 'invalid_crumb':
      return invalidCrumb();
    case 'server_error':
      return new Response('Internal Server Error', { status: 500 });
    case 'not_json':
      return new Response('<html>Will be right back</html>', { status: 200, headers: { 'content-type': 'text/html' } });
  }
}

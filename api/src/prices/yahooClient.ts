import { type Logger } from '../logger';

/** The two things the provider needs from yahoo-finance2. */
export interface YahooClient {
  /** Raw (unvalidated) elements of quoteResponse.result for these Yahoo symbols. */
  quote(symbols: string[]): Promise<unknown>;
  /** Forget the cookie and crumb, so the next request starts a new Yahoo session. */
  resetSession(): Promise<void>;
}

/** Only what a price needs; Yahoo always adds its essential fields (symbol, quoteType, ...). */
const QUOTE_FIELDS = ['symbol', 'regularMarketPrice', 'regularMarketTime', 'currency', 'exchangeDataDelayedBy', 'quoteSourceName'] as const;

/**
 * A yahoo-finance2 3.x client with just the quote module, its own cookie jar,
 * concurrency 1 and our logger. Imported lazily: nothing of it loads unless
 * live prices are switched on.
 */
export async function createYahooClient(fetchImpl: typeof fetch, logger: Logger): Promise<YahooClient> {
  const [{ default: createYahooFinance }, { default: quote }, { ExtendedCookieJar }, { getCrumbClear }] = await Promise.all([
    import('yahoo-finance2/createYahooFinance'),
    import('yahoo-finance2/modules/quote'),
    import('yahoo-finance2/lib/cookieJar'),
    import('yahoo-finance2/lib/getCrumb'),
  ]);
  const YahooFinance = createYahooFinance({ modules: { quote } });
  const cookieJar = new ExtendedCookieJar();
  const yahooFinance = new YahooFinance({
    fetch: fetchImpl,
    cookieJar,
    logger: libraryLogger(logger.child({ library: 'yahoo-finance2' })),
    queue: { concurrency: 1 },
    // No calls to the npm registry on errors, and no survey notice in our logs.
    versionCheck: false,
    suppressNotices: ['yahooSurvey'],
  });
  // yahoo-finance2 keeps the last crumb in module state; a new client starts its own session.
  await getCrumbClear(cookieJar);
  return {
    quote: (symbols) => yahooFinance.quote(symbols, { fields: [...QUOTE_FIELDS], return: 'array' }, { validateResult: false }),
    resetSession: () => getCrumbClear(cookieJar),
  };
}

/**
 * yahoo-finance2 logs through console-like functions. Its runtime check warns on
 * every Node below 22, although 3.x declares and works on Node >= 20: say so once, calmly.
 */
function libraryLogger(logger: Logger) {
  const text = (args: unknown[]) => args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
  return {
    info: (...args: unknown[]) => logger.debug(text(args)),
    debug: (...args: unknown[]) => logger.debug(text(args)),
    dir: (...args: unknown[]) => logger.debug(text(args)),
    error: (...args: unknown[]) => logger.warn(text(args)),
    warn: (...args: unknown[]) => {
      const message = text(args);
      if (/Unsupported environment: Requires Node >= 22/.test(message)) {
        logger.info(
          `yahoo-finance2 3.x supports Node ${process.versions.node} (its package needs Node >= 20); its runtime check asks for 22 and is noted here only`,
        );
      } else {
        logger.warn(message);
      }
    },
  };
}

import { MARKET_TIME_SECONDS, yahooQuoteJson } from './testing/fakeYahoo';
import { fromYahooSymbol, readYahooQuote, toYahooSymbol } from './yahooQuotes';

const now = new Date(MARKET_TIME_SECONDS * 1000 + 20 * 60_000);
const marketTime = new Date(MARKET_TIME_SECONDS * 1000);

describe('Yahoo symbols for NSE codes', () => {
  it.each([
    ['RELIANCE', 'RELIANCE.NS'],
    ['M&M', 'M&M.NS'],
    ['BAJAJ-AUTO', 'BAJAJ-AUTO.NS'],
    [' tcs ', 'TCS.NS'],
    ['J&KBANK', 'J&KBANK.NS'],
  ])('maps %j to %j, keeping & and - as Yahoo lists them', (code, symbol) => {
    expect(toYahooSymbol(code)).toBe(symbol);
  });

  it.each(['', '   ', 'TATA MOTORS', 'INFY.NS', '../quote', '-ABC', 'A'.repeat(21)])('refuses %j, which cannot be an NSE code', (code) => {
    expect(toYahooSymbol(code)).toBeUndefined();
  });

  it('maps back only .NS symbols', () => {
    expect(fromYahooSymbol('M&M.NS')).toBe('M&M');
    expect(fromYahooSymbol('500325.BO')).toBeUndefined();
  });
});

describe('readYahooQuote', () => {
  it('reads price, currency, time, delay and feed from a quote in Yahoo shape', () => {
    // yahoo-finance2 has already turned the epoch seconds into a Date by this point.
    const reading = readYahooQuote(yahooQuoteJson('M&M.NS', { regularMarketPrice: 2950.45, regularMarketTime: marketTime }), now);
    expect(reading).toEqual({
      ok: true,
      quote: {
        symbol: 'M&M',
        price: 2950.45,
        currency: 'INR',
        asOf: '2026-03-02T04:30:00.000Z',
        delayedByMinutes: 15,
        source: 'Yahoo Finance (Delayed Quote)',
      },
    });
  });

  it('also accepts raw epoch seconds, and says "unknown delay" rather than guessing', () => {
    const reading = readYahooQuote(yahooQuoteJson('TCS.NS', { exchangeDataDelayedBy: undefined, quoteSourceName: undefined }), now);
    expect(reading).toMatchObject({ ok: true, quote: { asOf: '2026-03-02T04:30:00.000Z', delayedByMinutes: null, source: 'Yahoo Finance' } });
  });

  it.each([
    ['a price given as text', { regularMarketPrice: '1234.5' }, 'regularMarketPrice is not a number'],
    ['a missing price', { regularMarketPrice: undefined }, 'regularMarketPrice is not a number'],
    ['a zero price', { regularMarketPrice: 0 }, 'regularMarketPrice is not a plausible price'],
    ['a negative price', { regularMarketPrice: -5 }, 'regularMarketPrice is not a plausible price'],
    ['an absurd price', { regularMarketPrice: 5e9 }, 'regularMarketPrice is not a plausible price'],
    ['a dollar price', { currency: 'USD' }, 'currency is not INR'],
    ['no currency', { currency: undefined }, 'currency is missing'],
    ['no timestamp', { regularMarketTime: undefined }, 'regularMarketTime is missing'],
    ['a timestamp given as text', { regularMarketTime: '2026-03-02' }, 'regularMarketTime is not a valid time'],
    ['an invalid date', { regularMarketTime: new Date(Number.NaN) }, 'regularMarketTime is not a valid time'],
    ['a time in the future', { regularMarketTime: new Date(now.getTime() + 60 * 60_000) }, 'regularMarketTime is in the future'],
  ])('drops %s with its reason', (_case, overrides, reason) => {
    expect(readYahooQuote(yahooQuoteJson('INFY.NS', overrides), now)).toEqual({ ok: false, symbol: 'INFY.NS', reason });
  });

  it('drops a quote for another exchange, and anything that is not a quote', () => {
    expect(readYahooQuote(yahooQuoteJson('500325.BO'), now)).toEqual({ ok: false, symbol: '500325.BO', reason: 'not an NSE (.NS) symbol' });
    expect(readYahooQuote(null, now)).toMatchObject({ ok: false, symbol: '(unknown)' });
    expect(readYahooQuote({ regularMarketPrice: 10 }, now)).toMatchObject({ ok: false, reason: expect.stringContaining('missing symbol') });
  });
});

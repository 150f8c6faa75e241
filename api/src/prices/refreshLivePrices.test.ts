import { getStoredAnalysis } from '../db/analysisRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { refreshAnalyses } from '../services/analysisRefresh';
import { createFakeAnalyse, FAKE_ENGINE_VERSION, type FakeAnalyse } from '../services/testing/fakeAnalysis';
import { silentLogger } from '../testing/fixtures';
import { type LivePriceProvider, type LiveQuote } from './livePriceProvider';
import { indianTradingDay } from './tradingDay';
import { refreshLivePrices } from './refreshLivePrices';
import { createFakeClock } from './testing/fakeClock';
import { createFakeYahoo, MARKET_TIME_SECONDS, yahooQuoteJson } from './testing/fakeYahoo';
import { createYahooPriceProvider } from './yahooPriceProvider';

const clock = () => new Date('2026-03-02T05:00:00.000Z');

/** A provider that answers from a table and records what it was asked. */
function stubProvider(quotes: Record<string, Partial<LiveQuote>>): LivePriceProvider & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    name: 'Stub',
    asked,
    fetchQuotes: async (symbols) => {
      asked.push([...symbols]);
      return symbols.flatMap((symbol) => {
        const quote = quotes[symbol];
        return quote === undefined
          ? []
          : [{ symbol, price: 1, currency: 'INR' as const, asOf: '2026-03-02T04:30:00.000Z', delayedByMinutes: 15, source: 'Stub', ...quote }];
      });
    },
  };
}

describe('indianTradingDay', () => {
  it('dates a quote by the day in India, not in UTC', () => {
    expect(indianTradingDay('2026-03-02T04:30:00.000Z')).toBe('2026-03-02');
    expect(indianTradingDay('2026-03-02T18:29:59.000Z')).toBe('2026-03-02');
    expect(indianTradingDay('2026-03-02T18:30:00.000Z')).toBe('2026-03-03');
  });
});

describe.each(testDatabases())('refreshLivePrices on $name', ({ open }) => {
  let database: TestDatabase;
  let engine: FakeAnalyse;
  let invalidations: number;
  const caches = [{ invalidate: () => (invalidations += 1) }];
  const refresh = (provider: LivePriceProvider) =>
    refreshLivePrices({
      db: database.db,
      provider,
      engine: { analyse: engine.analyse, version: FAKE_ENGINE_VERSION },
      caches,
      now: clock,
      logger: silentLogger(),
    });
  const livePrices = () =>
    database.db.selectFrom('prices').select(['company_id', 'price', 'as_of', 'source']).orderBy('company_id').orderBy('as_of').orderBy('source').execute();

  beforeAll(async () => {
    database = await open();
    const listed = (id: string, name: string, code: string) => ({
      id,
      name,
      code,
      isin: id.slice(5),
      sector: 'Industrials',
      series: 'EQ',
      listing_date: null,
      is_demo: false,
    });
    await database.db
      .insertInto('companies')
      .values([
        listed('isin:INE002A01018', 'Reliance Industries Ltd', 'RELIANCE'),
        listed('isin:INE101A01026', 'Mahindra & Mahindra Ltd', 'M&M'),
        listed('isin:INE467B01029', 'Tata Consultancy Services Ltd', 'TCS'),
        listed('isin:INE000X01010', 'No Code Holdings Ltd', '  '),
        { id: 'demo:0001', name: 'Demo Widgets Ltd', code: 'DEMOWID', isin: null, sector: null, series: null, listing_date: null, is_demo: true },
      ])
      .execute();
    await database.db.insertInto('prices').values({ company_id: 'isin:INE467B01029', price: 3000, as_of: '2026-03-03', source: 'bhavcopy' }).execute();
    // Every analysis fresh, so a later refresh shows exactly what the live prices made stale.
    await refreshAnalyses({ db: database.db, analyse: createFakeAnalyse().analyse, engineVersion: FAKE_ENGINE_VERSION, now: clock });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());
  beforeEach(() => {
    engine = createFakeAnalyse();
    invalidations = 0;
  });

  it('prices listed companies with a code, keeps a newer stored price, and recomputes only the changed analyses', async () => {
    const provider = stubProvider({ RELIANCE: { price: 1402.6 }, 'M&M': { price: 2950.45 }, TCS: { price: 3120 } });
    const summary = await refresh(provider);

    expect(provider.asked).toEqual([['RELIANCE', 'M&M', 'TCS']]); // no demo company, no blank code
    expect(summary).toEqual({ requested: 3, updated: 2, unchanged: 1, rejected: 0, analysesComputed: 2 });
    expect(await livePrices()).toEqual([
      { company_id: 'isin:INE002A01018', price: 1402.6, as_of: '2026-03-02', source: 'live_price' },
      { company_id: 'isin:INE101A01026', price: 2950.45, as_of: '2026-03-02', source: 'live_price' },
      // TCS already has the 3 March close: a 2 March quote must not replace it.
      { company_id: 'isin:INE467B01029', price: 3000, as_of: '2026-03-03', source: 'bhavcopy' },
    ]);
    expect(engine.calls.sort()).toEqual(['isin:INE002A01018', 'isin:INE101A01026']);
    expect((await getStoredAnalysis(database.db, 'isin:INE101A01026'))?.payload).toMatchObject({ current_price: 2950.45, last_updated: '2026-03-02' });
    expect(invalidations).toBe(1);
  });

  it('changes nothing when the quotes are the same as stored', async () => {
    const summary = await refresh(stubProvider({ RELIANCE: { price: 1402.6 }, 'M&M': { price: 2950.45 } }));
    expect(summary).toEqual({ requested: 3, updated: 0, unchanged: 2, rejected: 1, analysesComputed: 0 });
    expect(engine.calls).toEqual([]);
    expect(invalidations).toBe(0);
  });

  it("replaces the day's live price when it moves, keeping one row per day", async () => {
    const summary = await refresh(stubProvider({ RELIANCE: { price: 1410, asOf: '2026-03-02T09:55:00.000Z' } }));
    expect(summary).toMatchObject({ updated: 1, unchanged: 0, rejected: 2 });
    const reliance = (await livePrices()).filter((row) => row.company_id === 'isin:INE002A01018');
    expect(reliance).toEqual([{ company_id: 'isin:INE002A01018', price: 1410, as_of: '2026-03-02', source: 'live_price' }]);
    expect(engine.calls).toEqual(['isin:INE002A01018']);
  });

  it('keeps only the latest live price of a company when a new trading day starts', async () => {
    const summary = await refresh(stubProvider({ RELIANCE: { price: 1420, asOf: '2026-03-03T04:00:00.000Z' } }));
    expect(summary).toMatchObject({ updated: 1 });
    const reliance = (await livePrices()).filter((row) => row.company_id === 'isin:INE002A01018');
    expect(reliance).toEqual([{ company_id: 'isin:INE002A01018', price: 1420, as_of: '2026-03-03', source: 'live_price' }]);
  });

  it("never replaces the exchange's close for the same day", async () => {
    await database.db.insertInto('prices').values({ company_id: 'isin:INE101A01026', price: 2961, as_of: '2026-03-04', source: 'bhavcopy' }).execute();
    const summary = await refresh(stubProvider({ 'M&M': { price: 2999, asOf: '2026-03-04T08:00:00.000Z' } }));
    expect(summary).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await livePrices()).filter((row) => row.as_of === '2026-03-04')).toEqual([
      { company_id: 'isin:INE101A01026', price: 2961, as_of: '2026-03-04', source: 'bhavcopy' },
    ]);
  });

  describe('with Yahoo over an injected fetch', () => {
    const yahooProvider = async (yahoo: ReturnType<typeof createFakeYahoo>) =>
      createYahooPriceProvider({ logger: silentLogger(), fetch: yahoo.fetch, clock: createFakeClock(Date.UTC(2026, 2, 5, 6, 0)) });
    const THURSDAY = MARKET_TIME_SECONDS + 3 * 86_400;

    it('stores a fetched quote end to end', async () => {
      const yahoo = createFakeYahoo([yahooQuoteJson('RELIANCE.NS', { regularMarketPrice: 1415.2, regularMarketTime: THURSDAY })]);
      expect(await refresh(await yahooProvider(yahoo))).toMatchObject({ requested: 3, updated: 1, rejected: 2 });
      expect(await livePrices()).toContainEqual({ company_id: 'isin:INE002A01018', price: 1415.2, as_of: '2026-03-05', source: 'live_price' });
      expect(yahoo.quoteRequests()[0]?.symbols).toEqual(['RELIANCE.NS', 'M&M.NS', 'TCS.NS']);
    });

    it.each([
      ['offline', 'offline' as const, 'Live prices are unavailable: cannot reach Yahoo Finance (fetch failed: ENOTFOUND). Stored prices are unchanged.'],
      [
        'rate_limited',
        'rate_limited' as const,
        'Live prices are unavailable: Yahoo Finance is limiting requests (HTTP 429 Too Many Requests; waiting 5 min before asking again). Stored prices are unchanged.',
      ],
    ])('reports "%s" and writes nothing', async (reason, failure, message) => {
      const yahoo = createFakeYahoo([yahooQuoteJson('RELIANCE.NS', { regularMarketPrice: 1.5 })]);
      yahoo.failQuote.push(failure);
      const before = await livePrices();
      const summary = await refresh(await yahooProvider(yahoo));
      expect(summary).toEqual({ requested: 3, updated: 0, unchanged: 0, rejected: 0, analysesComputed: 0, unavailable: { reason, message } });
      expect(await livePrices()).toEqual(before);
      expect(engine.calls).toEqual([]);
      expect(invalidations).toBe(0);
    });
  });
});

import fc from 'fast-check';
import { StockListSchema, STOCKS_FETCH_FAILED } from 'shared-types/api';
import request from 'supertest';
import { createApp, type DataDeps } from '../app';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { createStockListService, type StockListService } from '../services/stockList';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';
import { testAppData } from '../testing/testAppData';
import { etagMatches } from './stocks';

const COMPANIES = 60;

let dir: TempDir;
beforeAll(() => {
  dir = createTempDir();
});
afterAll(() => dir.remove());

describe.each(testDatabases())('GET /api/stocks on $name', ({ open }) => {
  let database: TestDatabase;
  let stockList: StockListService;
  let data: DataDeps;
  const app = () => createApp(testConfig(dir.root), { logger: silentLogger(), data: { ...data, stockList } });

  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, { count: COMPANIES });
    stockList = createStockListService(database.db);
    data = await testAppData(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('lists every company as { id, name, code, is_demo, has_statements, key }, ordered by name', async () => {
    const res = await request(app()).get('/api/stocks');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const stocks = StockListSchema.parse(res.body);
    expect(stocks).toHaveLength(COMPANIES);
    expect(Object.keys(stocks[0]!).sort()).toEqual(['code', 'has_statements', 'id', 'is_demo', 'key', 'name']);
    // The address key: the symbol, else (no symbol, no BSE code, no ISIN) the id.
    for (const stock of stocks) expect(stock.key).toBe(stock.code === '' ? stock.id : stock.code);
    const names = stocks.map((stock) => stock.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(stocks.some((stock) => stock.code === '')).toBe(true);
    expect(stocks.every((stock) => stock.is_demo)).toBe(true);
    expect(stocks.every((stock) => stock.has_statements)).toBe(true); // the demo universe comes with statements
  });

  it('sends Cache-Control no-cache and an ETag, and answers 304 when it matches', async () => {
    const first = await request(app()).get('/api/stocks');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const again = await request(app()).get('/api/stocks').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await request(app()).get('/api/stocks').set('If-None-Match', `"other", W/${etag}`);
    expect(listed.status).toBe(304);
    const stale = await request(app()).get('/api/stocks').set('If-None-Match', '"other"');
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('serves the cached body until invalidate(), then the new list with a new ETag', async () => {
    const before = await request(app()).get('/api/stocks');
    await database.db
      .insertInto('companies')
      .values({ id: 'isin:INE000A01010', name: 'Aaa Listed Example Ltd', code: 'AAALIST', isin: 'INE000A01010' })
      .execute();
    try {
      const cached = await request(app()).get('/api/stocks');
      expect(cached.body).toHaveLength(COMPANIES);
      expect(cached.headers.etag).toBe(before.headers.etag);

      stockList.invalidate();
      const fresh = await request(app())
        .get('/api/stocks')
        .set('If-None-Match', before.headers.etag as string);
      expect(fresh.status).toBe(200);
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
      expect(fresh.body).toHaveLength(COMPANIES + 1);
      expect(fresh.body[0]).toEqual({
        id: 'isin:INE000A01010',
        name: 'Aaa Listed Example Ltd',
        code: 'AAALIST',
        is_demo: false,
        has_statements: false,
        key: 'AAALIST',
      });
    } finally {
      await database.db.deleteFrom('companies').where('id', '=', 'isin:INE000A01010').execute();
      stockList.invalidate();
    }
  });

  it('shares one query between concurrent first requests', async () => {
    const service = createStockListService(database.db);
    const [a, b] = await Promise.all([service.get(), service.get()]);
    expect(a).toBe(b);
  });

  it('answers 200 or 304, never 5xx, whatever query string and If-None-Match it gets', async () => {
    const server = app();
    const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });
    const numRuns = 1000;
    await fc.assert(
      fc.asyncProperty(printable, printable, async (query, ifNoneMatch) => {
        const res = await request(server)
          .get(`/api/stocks?q=${encodeURIComponent(query)}`)
          .set('If-None-Match', ifNoneMatch);
        expect([200, 304]).toContain(res.status);
      }),
      { seed: 20_261_120, numRuns },
    );
  }, 60_000);

  it('reports ready while the database answers', async () => {
    const res = await request(app()).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  // Last: closes the shared database.
  it('answers 500 (not 503) when the failure is a bug rather than an outage', async () => {
    const broken: StockListService = { get: () => Promise.reject(new TypeError('boom')), invalidate: () => undefined };
    const res = await request(createApp(testConfig(dir.root), { logger: silentLogger(), data: { ...data, stockList: broken } })).get('/api/stocks');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ error: 'internal_error' });
  });

  it('answers 503 with Retry-After when the database is down, while /healthz stays 200', async () => {
    expect((await request(app()).get('/api/stocks')).status).toBe(200); // warms the shared cache
    await database.close();
    const cold = createApp(testConfig(dir.root), { logger: silentLogger(), data: { ...data, stockList: createStockListService(database.db) } }); // nothing cached
    const res = await request(cold).get('/api/stocks');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'database_unavailable', message: STOCKS_FETCH_FAILED });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');

    const ready = await request(cold).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'database_unavailable' });
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(cold).get('/healthz')).status).toBe(200);

    // A warm cache keeps serving the last list through the outage.
    expect((await request(app()).get('/api/stocks')).status).toBe(200);
  });
});

describe('GET /api/stocks without a database', () => {
  it('answers 503 database_unavailable', async () => {
    const res = await request(createApp(testConfig(dir.root), { logger: silentLogger(), data: null })).get('/api/stocks');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'database_unavailable', message: STOCKS_FETCH_FAILED });
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['*', true],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abcd"', false],
    ['abc', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

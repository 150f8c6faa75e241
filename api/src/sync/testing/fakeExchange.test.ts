import { unzipSync } from 'fflate';
import { parseFilingDocument } from '../../ingest/formats/filings';
import {
  dailyFileAddresses,
  documentUrl,
  equityListUrl,
  indexListUrl,
  integratedFilingsListUrl,
  nseHomeUrl,
  resultsListUrl,
  shareholdingListUrl,
} from '../sources/exchangeAddresses';
import { startFakeExchange, type FakeExchange } from './fakeExchange';
import { fakeWorld, withDay, withIntegratedFiling } from './fakeWorld';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const world = fakeWorld({
  companies: 3,
  days: ['2025-01-06', '2025-01-08'],
  resultsPerCompany: 3,
  shareholdingPerCompany: 2,
  revision: true,
  preXbrlFiling: true,
});
let exchange: FakeExchange;

beforeEach(async () => {
  exchange = await startFakeExchange(world);
});
afterEach(async () => {
  await exchange.close();
});

/** A browser's visit to the home page; the cookies it set. */
async function visit(): Promise<string> {
  const home = await fetch(nseHomeUrl(exchange.bases), { headers: { 'User-Agent': BROWSER } });
  expect(home.status).toBe(200);
  return home.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function api(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { 'User-Agent': BROWSER, Referer: `${exchange.bases.nseApi}/`, Cookie: await visit(), ...headers } });
}

describe('the website', () => {
  it('sets its cookies on a visit and answers the API only with them, a browser User-Agent and its Referer', async () => {
    const home = await fetch(nseHomeUrl(exchange.bases), { headers: { 'User-Agent': BROWSER } });
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['nsit', 'nseappid', 'ak_bmsc']);
    expect(home.headers.getSetCookie().every((cookie) => cookie.includes('Path=/'))).toBe(true);
    const cookie = home.headers
      .getSetCookie()
      .map((one) => one.split(';')[0])
      .join('; ');
    const url = resultsListUrl(exchange.bases, 'GEN0000');
    const referer = `${exchange.bases.nseApi}/get-quotes/equity?symbol=GEN0000`;
    const asked = async (headers: Record<string, string>) => (await fetch(url, { headers })).status;
    expect(await asked({ 'User-Agent': BROWSER, Referer: referer, Cookie: cookie })).toBe(200);
    expect(await asked({ 'User-Agent': BROWSER, Referer: referer })).toBe(403);
    expect(await asked({ 'User-Agent': BROWSER, Referer: referer, Cookie: 'nsit=made-up; nseappid=made-up' })).toBe(403);
    expect(await asked({ 'User-Agent': 'node', Referer: referer, Cookie: cookie })).toBe(403);
    expect(await asked({ 'User-Agent': BROWSER, Cookie: cookie })).toBe(403);
    const denied = await fetch(url);
    expect(denied.headers.get('content-type')).toBe('text/html');
    expect(await denied.text()).toContain('<H1>Access Denied</H1>');
    expect((await fetch(nseHomeUrl(exchange.bases))).status).toBe(403);
  });

  it('lists results as NSE does: an array, newest first, a revision after its original, the pre-XBRL placeholder', async () => {
    const items = (await (await api(resultsListUrl(exchange.bases, 'GEN0000'))).json()) as Record<string, unknown>[];
    expect(Array.isArray(items)).toBe(true);
    expect(Object.keys(items[0] ?? {})).toEqual(Object.keys(world.resultsLists.get('GEN0000')?.[0] ?? { none: 1 }));
    expect(items[0]).toMatchObject({ symbol: 'GEN0000', consolidated: 'Non-Consolidated', isin: world.listings[0]?.isin, period: 'Quarterly' });
    expect(items[0]?.broadCastDate).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    const [revised, original] = items;
    expect(revised?.fromDate).toBe(original?.fromDate);
    expect(revised?.xbrl).not.toBe(original?.xbrl);
    expect(items.at(-1)?.xbrl).toBe('https://nsearchives.nseindia.com/corporate/xbrl/-');
    const figures = await Promise.all(
      [revised, original].map(async (item) => {
        const bytes = new Uint8Array(await (await fetch(documentUrl(exchange.bases, String(item?.xbrl)) ?? '')).arrayBuffer());
        const filing = parseFilingDocument(bytes, 'x.xml').filing;
        return filing.kind === 'results' ? [filing.identity.isin, filing.quarter?.figures.revenue] : [];
      }),
    );
    expect(figures[0]?.[0]).toBe(world.listings[0]?.isin);
    expect(figures[0]?.[1]).not.toBe(figures[1]?.[1]);
    expect(await (await api(resultsListUrl(exchange.bases, 'NOSUCH'))).json()).toEqual([]);
  });

  it('serves every document a results or shareholding list names, parsed under the listed company', async () => {
    for (const listing of world.listings) {
      for (const url of [resultsListUrl(exchange.bases, listing.symbol), shareholdingListUrl(exchange.bases, listing.symbol)]) {
        const items = (await (await api(url)).json()) as { xbrl: string }[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const address = documentUrl(exchange.bases, item.xbrl);
          if (address === undefined) continue;
          const answer = await fetch(address);
          expect(answer.status).toBe(200);
          const filing = parseFilingDocument(new Uint8Array(await answer.arrayBuffer()), 'x.xml').filing;
          expect(filing.identity).toMatchObject({ symbol: listing.symbol, isin: listing.isin });
        }
      }
    }
  });

  it('lists shareholding patterns in NSE shape', async () => {
    const items = (await (await api(shareholdingListUrl(exchange.bases, 'GEN0001'))).json()) as Record<string, string>[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ symbol: 'GEN0001', desc: 'NEW_1', date: '31-MAR-2023', revisedStatus: '-' });
    expect(items[0]?.broadcastDate).toMatch(/^\d{2}-[A-Z]{3}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(Number(items[0]?.pr_and_prgrp) + Number(items[0]?.public_val)).toBeCloseTo(100);
  });

  it('wraps the integrated-filings list as an array or in { data }', async () => {
    const item = {
      symbol: 'GEN0002',
      xbrl: 'https://nsearchives.nseindia.com/corporate/xbrl/INTEGRATED_1.xml',
      qe_Date: '30-JUN-2025',
      consolidated: 'Consolidated',
      broadcastDate: '01-AUG-2025 18:00:00',
    } as const;
    exchange.publish(withIntegratedFiling(world, 'GEN0002', item, new TextEncoder().encode('<xbrl/>')));
    const url = integratedFilingsListUrl(exchange.bases, 'GEN0002');
    expect(await (await api(url)).json()).toEqual([item]);
    exchange.settings.integratedWrapper = 'data';
    expect(await (await api(url)).json()).toEqual({ data: [item] });
    expect(await (await fetch(documentUrl(exchange.bases, item.xbrl) ?? '')).text()).toBe('<xbrl/>');
  });
});

describe('the archive', () => {
  it('serves the lists and each published day with no cookie; a holiday is 404', async () => {
    const equity = await (await fetch(equityListUrl(exchange.bases))).text();
    expect(equity.split('\n')[0]).toBe('SYMBOL, NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE');
    const index = await (await fetch(indexListUrl(exchange.bases, 'nifty50'))).text();
    expect(index.split('\r\n')[0]).toBe('Company Name,Industry,Symbol,Series,ISIN Code');
    expect(index).toContain(`,GEN0000,EQ,${world.listings[0]?.isin}`);
    for (const address of dailyFileAddresses(exchange.bases, '2025-01-08')) {
      const answer = await fetch(address.url);
      expect(answer.status).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      if (address.expect === 'zip') expect(Object.keys(unzipSync(bytes)).length).toBeGreaterThan(0);
      else expect(new TextDecoder().decode(bytes).split('\n')[2]).toMatch(/^"SYMBOL","SERIES"/);
    }
    const holiday = await fetch(dailyFileAddresses(exchange.bases, '2025-01-07')[1]?.url ?? '');
    expect(holiday.status).toBe(404);
    expect(await holiday.text()).toContain('404 Not Found');
    exchange.publish(withDay(world, '2025-01-07'));
    expect((await fetch(dailyFileAddresses(exchange.bases, '2025-01-07')[1]?.url ?? '')).status).toBe(200);
    expect(new Set([exchange.bases.nseArchive, exchange.bases.nseApi, exchange.bases.bseApi]).size).toBe(3);
  });
});

describe('fault switches', () => {
  const prZipOf = (day: string) => dailyFileAddresses(exchange.bases, day)[1]?.url ?? '';
  const pathOf = (url: string) => new URL(url).pathname;

  it('blockPage refuses the website with 403 whatever the client sends', async () => {
    exchange.faults.blockPage();
    expect((await fetch(nseHomeUrl(exchange.bases), { headers: { 'User-Agent': BROWSER } })).status).toBe(403);
    expect((await fetch(prZipOf('2025-01-06'))).status).toBe(200);
  });

  it('htmlInsteadOfFile answers 200 with an Access Denied page', async () => {
    exchange.faults.htmlInsteadOfFile(pathOf(prZipOf('2025-01-06')), 1);
    const answer = await fetch(prZipOf('2025-01-06'));
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/html']);
    expect(await answer.text()).toContain('Access Denied');
    expect((await fetch(prZipOf('2025-01-06'))).headers.get('content-type')).toBe('application/zip');
  });

  it('status answers the first k requests with it, 429 with Retry-After', async () => {
    exchange.faults.status((path) => path.startsWith('/content/cm/'), 429, { times: 2 });
    exchange.faults.status(pathOf(prZipOf('2025-01-06')), 503, { times: 1 });
    const bhavcopy = dailyFileAddresses(exchange.bases, '2025-01-06')[0]?.url ?? '';
    const first = await fetch(bhavcopy);
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '1']);
    expect((await fetch(bhavcopy)).status).toBe(429);
    expect((await fetch(bhavcopy)).status).toBe(200);
    expect((await fetch(prZipOf('2025-01-06'))).status).toBe(503);
    expect((await fetch(prZipOf('2025-01-06'))).status).toBe(200);
    expect(exchange.requests.map((request) => request.status)).toEqual([429, 429, 200, 503, 200]);
  });

  it('slowMs delays the answer', async () => {
    exchange.faults.slowMs(pathOf(prZipOf('2025-01-06')), 300);
    const started = Date.now();
    await fetch(prZipOf('2025-01-06'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('cutShort drops the connection halfway for the first k requests', async () => {
    exchange.faults.cutShort(pathOf(prZipOf('2025-01-06')), 1);
    const answer = await fetch(prZipOf('2025-01-06'));
    expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
    await expect(answer.arrayBuffer()).rejects.toThrow();
    expect((await fetch(prZipOf('2025-01-06'))).status).toBe(200);
  });

  it('notAZip serves garbage as the zip', async () => {
    exchange.faults.notAZip((path) => path.endsWith('.zip'));
    const bytes = new Uint8Array(await (await fetch(prZipOf('2025-01-06'))).arrayBuffer());
    expect(() => unzipSync(bytes)).toThrow();
  });

  it('onRequest sees each request before it is answered; clear switches everything off', async () => {
    const seen: string[] = [];
    exchange.faults.onRequest = (path, host) => seen.push(`${host} ${path}`);
    exchange.faults.blockPage();
    await fetch(prZipOf('2025-01-06'));
    await fetch(nseHomeUrl(exchange.bases), { headers: { 'User-Agent': BROWSER } });
    expect(seen).toEqual(['archive /archives/equities/bhavcopy/pr/PR060125.zip', 'api /']);
    exchange.faults.clear();
    expect((await fetch(nseHomeUrl(exchange.bases), { headers: { 'User-Agent': BROWSER } })).status).toBe(200);
    expect(seen).toHaveLength(2);
  });
});

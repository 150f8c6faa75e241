import { type IncomingMessage } from 'node:http';
import { createPoliteClient, SourceRefusedError } from './politeClient';
import { answer, recordedTime, rejectionOf, scriptedServers } from './testing/scriptedServer';

const serve = scriptedServers();
const refusal = (promise: Promise<unknown>) => rejectionOf(promise, SourceRefusedError);

function testClient() {
  const time = recordedTime();
  return createPoliteClient({ paceFor: () => 0, sleep: time.sleep, now: time.now });
}

const BLOCK_PAGE = '\uFEFF\n  <!DOCTYPE html><html><head><title>Access Denied</title></head><body>Reference #18.abc</body></html>';

describe('refusals', () => {
  it('refuses a 403 without a session, without retrying', async () => {
    const server = await serve((_req, res) => answer(res, 403, 'Forbidden'));
    const client = testClient();
    const url = `${server.origin}/content/cm/file.zip`;
    const error = await refusal(client.get(url, { expect: 'zip' }));
    expect(error).toMatchObject({ url, status: 403, reason: 'forbidden' });
    expect(error.message).toBe(`127.0.0.1 refused ${url} (HTTP 403)`);
    expect(client.requestsMade).toBe(1);
  });

  it('refuses an HTML page served as text/html', async () => {
    const server = await serve((_req, res) => answer(res, 200, '<p>Maintenance</p>', { 'Content-Type': 'text/html; charset=utf-8' }));
    const client = testClient();
    const error = await refusal(client.get(`${server.origin}/file.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ status: 200, reason: 'html-page' });
    expect(client.requestsMade).toBe(1);
  });

  it('refuses an HTML page behind a wrong content type, by its start', async () => {
    const server = await serve((_req, res) => answer(res, 200, BLOCK_PAGE, { 'Content-Type': 'application/zip' }));
    const client = testClient();
    const error = await refusal(client.get(`${server.origin}/file.zip`, { expect: 'zip' }));
    expect(error.reason).toBe('html-page');
  });

  it('refuses an HTML page where JSON was expected', async () => {
    const server = await serve((_req, res) => answer(res, 200, BLOCK_PAGE, { 'Content-Type': 'application/json' }));
    const error = await refusal(testClient().get(`${server.origin}/api/x`, { expect: 'json' }));
    expect(error.reason).toBe('html-page');
  });
});

describe('browser-like requests', () => {
  it('sends a desktop User-Agent, Accept for the kind, Accept-Language, and no Origin', async () => {
    const server = await serve((_req, res) => answer(res, 200, 'PK', { 'Content-Type': 'application/zip' }));
    await testClient().get(`${server.origin}/a.zip`, { expect: 'zip' });
    const headers = server.requests[0]?.headers;
    expect(headers?.['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers?.accept).toMatch(/^application\/zip/);
    expect(headers?.['accept-language']).toMatch(/^en-US/);
    expect(headers?.origin).toBeUndefined();
    expect(headers?.cookie).toBeUndefined();
  });
});

/**
 * A stand-in for NSE's website: the home page hands out a fresh `nsit` cookie,
 * and the API answers only a request carrying a cookie it still accepts.
 */
async function startFakeNse() {
  const valid = new Set<string>();
  let issued = 0;
  let refusingAll = false;
  const isApi = (req: IncomingMessage) => req.url?.startsWith('/api/') ?? false;
  const server = await serve((req, res) => {
    if (req.url === '/') {
      issued += 1;
      valid.add(`t${issued}`);
      answer(res, 200, '<!doctype html><html></html>', {
        'Content-Type': 'text/html',
        'Set-Cookie': [`nsit=t${issued}; Path=/; HttpOnly`, `bm_sv=abc${issued}; Max-Age=7200`],
      });
      return;
    }
    const token = /(?:^|; )nsit=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (isApi(req) && token && valid.has(token) && !refusingAll) answer(res, 200, '{"data":[1,2]}', { 'Content-Type': 'application/json' });
    else answer(res, 403, '{"error":"forbidden"}', { 'Content-Type': 'application/json' });
  });
  const homeUrl = `${server.origin}/`;
  return {
    server,
    homeUrl,
    /** The cookies handed out so far stop working (as NSE's do after a while). */
    expireCookies: () => valid.clear(),
    /** The API refuses every cookie from now on, new ones included. */
    refuseAll: () => {
      refusingAll = true;
    },
    homeVisits: () => server.requests.filter((r) => r.path === '/').length,
  };
}

describe('sessions (NSE website API)', () => {
  it('visits the home page once, then sends its cookies and Referer with each API request', async () => {
    const nse = await startFakeNse();
    const client = testClient();
    const session = { homeUrl: nse.homeUrl };
    const first = await client.get(`${nse.server.origin}/api/corporate-announcements?index=equities`, { expect: 'json', session });
    const second = await client.get(`${nse.server.origin}/api/corporate-info?symbol=INFY`, { expect: 'json', session });
    expect([first.found, second.found]).toEqual([true, true]);
    expect(nse.homeVisits()).toBe(1);
    expect(client.requestsMade).toBe(3);
    const api = nse.server.requests[1]?.headers;
    expect(api?.cookie).toBe('nsit=t1; bm_sv=abc1');
    expect(api?.referer).toBe(nse.homeUrl);
    expect(api?.accept).toMatch(/^application\/json/);
    expect(api?.origin).toBeUndefined();
  });

  it('shares one home visit among concurrent first requests', async () => {
    const nse = await startFakeNse();
    const client = testClient();
    const session = { homeUrl: nse.homeUrl };
    const urls = ['/api/a', '/api/b', '/api/c'].map((path) => `${nse.server.origin}${path}`);
    const outcomes = await Promise.all(urls.map((url) => client.get(url, { expect: 'json', session })));
    expect(outcomes.every((outcome) => outcome.found)).toBe(true);
    expect(nse.homeVisits()).toBe(1);
  });

  it('visits the home page again once when the cookies expire, then succeeds', async () => {
    const nse = await startFakeNse();
    const client = testClient();
    const session = { homeUrl: nse.homeUrl };
    await client.get(`${nse.server.origin}/api/a`, { expect: 'json', session });
    nse.expireCookies();
    const outcome = await client.get(`${nse.server.origin}/api/b`, { expect: 'json', session });
    expect(outcome.found).toBe(true);
    expect(nse.homeVisits()).toBe(2);
    expect(nse.server.requests.map((r) => r.path)).toEqual(['/', '/api/a', '/api/b', '/', '/api/b']);
    expect(nse.server.requests[4]?.headers.cookie).toBe('nsit=t2; bm_sv=abc2');
    expect(client.requestsMade).toBe(5);
  });

  it('refuses when the API still answers 403 after one fresh visit', async () => {
    const nse = await startFakeNse();
    nse.refuseAll();
    const client = testClient();
    const url = `${nse.server.origin}/api/a`;
    const error = await refusal(client.get(url, { expect: 'json', session: { homeUrl: nse.homeUrl } }));
    expect(error).toMatchObject({ url, status: 403, reason: 'forbidden' });
    expect(nse.homeVisits()).toBe(2);
    expect(client.requestsMade).toBe(4);
  });
});

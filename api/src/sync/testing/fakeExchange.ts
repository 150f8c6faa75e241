import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type ExchangeBases } from '../sources/exchangeAddresses';
import { accessDeniedPage, archiveFiles, HOME_PAGE, NOT_A_ZIP, NOT_FOUND_PAGE, statusPage, type ServedFile } from './exchangePages';
import { type FakeWorld } from './fakeWorld';
import { faultSwitches, type Fault, type FakeHost, type FaultSwitches } from './faultSwitches';

/**
 * A fake NSE on loopback for the sync's tests: the archive (plain files, no
 * cookie), the website (a home page that sets cookies, and the filings API
 * that refuses without them, without a browser's User-Agent or without the
 * site as Referer) and BSE's API (nothing published yet), each on its own
 * port so per-origin pacing is real. It serves a FakeWorld (fakeWorld.ts).
 */

export interface RecordedRequest {
  host: FakeHost;
  method: string;
  /** The path with its query, as sent. */
  path: string;
  /** Date.now() when it arrived. */
  at: number;
  /** 0 until the answer's head is sent. */
  status: number;
}

export interface FakeExchangeOptions {
  /** How the integrated-filings list is wrapped: a plain array (as NSE's other lists) or `{ data: […] }`. Default 'array'. */
  integratedWrapper?: 'array' | 'data';
  /** The archive's, the website's and BSE's ports; default any free ones. */
  ports?: readonly [number, number, number];
}

export interface FakeExchange {
  bases: ExchangeBases;
  requests: RecordedRequest[];
  faults: FaultSwitches;
  /** Changeable while it runs. */
  settings: { integratedWrapper: 'array' | 'data' };
  /** Serves this world from the next request on. */
  publish(world: FakeWorld): void;
  close(): Promise<void>;
}

const BROWSER = /^Mozilla\/5\.0 \(/;
const COOKIES = ['nsit', 'nseappid', 'ak_bmsc'] as const;
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML = 'text/html';

export async function startFakeExchange(world: FakeWorld, options: FakeExchangeOptions = {}): Promise<FakeExchange> {
  const requests: RecordedRequest[] = [];
  const faults = faultSwitches();
  const settings: FakeExchange['settings'] = { integratedWrapper: options.integratedWrapper ?? 'array' };
  const issued = new Set<string>();
  let visits = 0;
  let published = world;
  let files = new Map<string, ServedFile>();
  const servers = { archive: createServer(), api: createServer(), bse: createServer() };
  const [archivePort = 0, apiPort = 0, bsePort = 0] = options.ports ?? [];
  const bases: ExchangeBases = {
    nseArchive: await listen(servers.archive, archivePort),
    nseApi: await listen(servers.api, apiPort),
    bseApi: await listen(servers.bse, bsePort),
  };

  const handle = (host: FakeHost) => async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const recorded: RecordedRequest = { host, method: request.method ?? 'GET', path, at: Date.now(), status: 0 };
    requests.push(recorded);
    faults.onRequest?.(path, host);
    const applying = faults.take(path, host);
    const send = (status: number, body: Uint8Array | string, contentType: string, headers: Record<string, string | string[]> = {}): void => {
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      recorded.status = status;
      response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': String(bytes.length), ...headers });
      if (has(applying, 'cutShort')) {
        response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.destroy());
        return;
      }
      response.end(request.method === 'HEAD' ? undefined : bytes);
    };
    for (const fault of applying) if (fault.kind === 'slowMs') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (has(applying, 'blockPage')) return send(403, accessDeniedPage(path), HTML);
    const status = applying.find((fault) => fault.kind === 'status');
    if (status)
      return send(status.status, statusPage(status.status), HTML, status.retryAfter === undefined ? {} : { 'Retry-After': String(status.retryAfter) });
    if (has(applying, 'htmlInsteadOfFile')) return send(200, accessDeniedPage(path), HTML);

    const url = new URL(path, 'http://fake');
    if (host === 'archive') {
      const file = files.get(url.pathname);
      if (!file) return send(404, NOT_FOUND_PAGE, HTML);
      return send(200, has(applying, 'notAZip') ? NOT_A_ZIP : file.body, file.contentType);
    }
    if (host === 'bse') return send(404, NOT_FOUND_PAGE, HTML);

    const browser = BROWSER.test(request.headers['user-agent'] ?? '');
    if (url.pathname === '/') {
      if (!browser) return send(403, accessDeniedPage(path), HTML);
      visits += 1;
      const values = COOKIES.map((name) => `${name}=${name.toUpperCase()}${visits}x${Buffer.from(`${visits}:${name}`).toString('base64url')}`);
      for (const value of values) issued.add(value);
      return send(200, HOME_PAGE, 'text/html; charset=utf-8', { 'Set-Cookie': values.map((value) => `${value}; Path=/; HttpOnly; SameSite=Lax`) });
    }
    const sent = (request.headers.cookie ?? '').split(';').map((part) => part.trim());
    const withCookies = COOKIES.slice(0, 2).every((name) => sent.some((value) => value.startsWith(`${name}=`) && issued.has(value)));
    const fromSite = (request.headers.referer ?? '').startsWith(`${bases.nseApi}/`);
    if (!browser || !withCookies || !fromSite) return send(403, accessDeniedPage(path), HTML);

    const symbol = url.searchParams.get('symbol') ?? '';
    const list = (lists: Map<string, unknown[]>): unknown[] => lists.get(symbol) ?? lists.get(symbol.toUpperCase()) ?? [];
    if (url.pathname === '/api/corporates-financial-results') return send(200, JSON.stringify(list(published.resultsLists)), JSON_TYPE);
    if (url.pathname === '/api/corporate-share-holdings-master') return send(200, JSON.stringify(list(published.shareholdingLists)), JSON_TYPE);
    if (url.pathname === '/api/integrated-filing-results') {
      const items = list(published.integratedLists).slice(0, Number(url.searchParams.get('size') ?? 100));
      return send(200, JSON.stringify(settings.integratedWrapper === 'data' ? { data: items } : items), JSON_TYPE);
    }
    return send(404, JSON.stringify({ error: 'Not Found' }), JSON_TYPE);
  };

  const publish = (next: FakeWorld): void => {
    published = next;
    files = archiveFiles(next, bases);
  };
  publish(world);
  for (const host of ['archive', 'api', 'bse'] as const) {
    servers[host].on('request', (request, response) => {
      handle(host)(request, response).catch(() => response.destroy());
    });
  }
  return {
    bases,
    requests,
    faults,
    settings,
    publish,
    close: async () => {
      await Promise.all(Object.values(servers).map((server) => closed(server)));
    },
  };
}

const has = (faults: readonly Fault[], kind: Fault['kind']): boolean => faults.some((fault) => fault.kind === kind);

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closed(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

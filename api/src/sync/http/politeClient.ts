/**
 * The HTTP client `npm run sync` fetches exchange files with (NSE's archives
 * and its website API). It behaves like one patient browser user: one request
 * at a time per host, paced; retries passing faults with backoff; visits the
 * home page first where the API wants its cookies; and says plainly when the
 * exchange refuses us (403, an HTML block page) rather than retrying into a
 * ban. hostQueue, retryPolicy, sendRequest, browserSession and responseChecks
 * hold the parts; this file ties them together behind `get`.
 */
import { createBrowserSessions, type BrowserSession } from './browserSession';
import { createHostQueue } from './hostQueue';
import { checkBody, type Expected } from './responseChecks';
import { judgeStatus, retryWait, type Backoff } from './retryPolicy';
import { DEFAULT_USER_AGENT, requestHeaders, sendRequest, type RequestKind } from './sendRequest';
import { DownloadFailedError, SourceRefusedError } from './syncErrors';

export type { Expected } from './responseChecks';
export { DownloadFailedError, SourceRefusedError } from './syncErrors';

export interface PoliteClientOptions {
  fetch?: typeof fetch;
  /** Requests per second allowed to an origin (scheme://host:port); 0 = no pacing. */
  paceFor: (origin: string) => number;
  /** Per request attempt, default 60_000 (covers a stalled body too). */
  timeoutMs?: number;
  /** Extra attempts after the first, default 4. */
  retries?: number;
  /** Default 1_000 / 30_000, full jitter. */
  backoff?: Backoff;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Default a current desktop Chrome UA string. */
  userAgent?: string;
  onRetry?: (retry: { url: string; attempt: number; reason: string; waitMs: number }) => void;
}

export interface GetOptions {
  expect: Expected;
  /** For NSE's API: visit homeUrl first (once per client; again once after a 401/403), send its cookies, Referer: homeUrl, Accept JSON. */
  session?: { homeUrl: string };
}

export type FetchOutcome = { found: true; url: string; bytes: Uint8Array; contentType: string | undefined } | { found: false; url: string; status: 404 };

export interface PoliteClient {
  get(url: string, options: GetOptions): Promise<FetchOutcome>;
  /** HTTP requests actually sent: home visits and retries included. */
  readonly requestsMade: number;
}

/** An answer the retry loop hands back: the status settled it one way or the other. */
type Settled = { outcome: 'success' | 'not-found' | 'forbidden'; status: number; headers: Headers; bytes: Uint8Array; attempts: number };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPoliteClient(options: PoliteClientOptions): PoliteClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retries = options.retries ?? 4;
  const backoff = options.backoff ?? { baseMs: 1_000, maxMs: 30_000 };
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const queue = createHostQueue({ paceFor: options.paceFor, sleep, now });
  let requestsMade = 0;

  /** Sends until the status settles (success, 404, 401/403), retrying passing faults; throws DownloadFailedError when they run out. */
  async function fetchSettled(url: string, kind: RequestKind, session: BrowserSession | undefined, referer: string | undefined): Promise<Settled> {
    const origin = new URL(url).origin;
    for (let attempt = 1; ; attempt += 1) {
      const result = await queue.run(origin, () => {
        requestsMade += 1;
        const headers = requestHeaders({ kind, userAgent, cookie: session?.jar.header(), referer });
        return sendRequest(fetchImpl, url, headers, timeoutMs);
      });
      let failure: { reason: string; retryAfterMs: number | undefined };
      if (result.answered) {
        session?.jar.store(result.headers.getSetCookie(), now());
        const verdict = judgeStatus(result.status, result.headers.get('retry-after'), now());
        if (verdict.action === 'done')
          return { outcome: verdict.outcome, status: result.status, headers: result.headers, bytes: result.bytes, attempts: attempt };
        if (verdict.action === 'fail') throw new DownloadFailedError(url, attempt, verdict.reason);
        failure = verdict;
      } else {
        failure = { reason: result.reason, retryAfterMs: undefined };
      }
      if (attempt > retries) throw new DownloadFailedError(url, attempt, failure.reason);
      const waitMs = retryWait(attempt, failure.retryAfterMs, backoff, random);
      if (waitMs === undefined) {
        throw new DownloadFailedError(url, attempt, `${failure.reason}, asked to retry after ${Math.round((failure.retryAfterMs ?? 0) / 1000)} s`);
      }
      options.onRetry?.({ url, attempt, reason: failure.reason, waitMs });
      await sleep(waitMs);
    }
  }

  const sessions = createBrowserSessions(async (session) => {
    const home = await fetchSettled(session.homeUrl, 'home-page', session, undefined);
    if (home.outcome === 'forbidden') throw new SourceRefusedError(session.homeUrl, home.status, 'forbidden');
    if (home.outcome === 'not-found') throw new DownloadFailedError(session.homeUrl, home.attempts, 'HTTP 404');
  });

  async function get(url: string, { expect, session: sessionOption }: GetOptions): Promise<FetchOutcome> {
    const session = sessionOption ? await sessions.ready(sessionOption.homeUrl) : undefined;
    for (let refreshed = false; ; refreshed = true) {
      const seenVisits = session?.visits ?? 0;
      const answer = await fetchSettled(url, expect, session, session?.homeUrl);
      if (answer.outcome === 'not-found') return { found: false, url, status: 404 };
      if (answer.outcome === 'forbidden') {
        if (session && !refreshed) {
          await sessions.refresh(session, seenVisits);
          continue;
        }
        throw new SourceRefusedError(url, answer.status, 'forbidden');
      }
      const contentType = answer.headers.get('content-type') ?? undefined;
      const check = checkBody(expect, contentType, answer.bytes);
      if ('refused' in check) throw new SourceRefusedError(url, answer.status, check.refused);
      if (!check.ok) throw new DownloadFailedError(url, answer.attempts, check.reason);
      return { found: true, url, bytes: answer.bytes, contentType };
    }
  }

  return {
    get,
    get requestsMade() {
      return requestsMade;
    },
  };
}

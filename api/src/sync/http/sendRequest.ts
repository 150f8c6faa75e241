/**
 * One HTTP attempt: browser-like headers, a time-out that covers the whole
 * exchange (a server that stalls halfway through a body is as stuck as one
 * that never answers), and a body read that counts bytes so a download cut
 * short is noticed and reported with how much arrived. Never throws: every
 * fault comes back as a reason the retry loop can judge.
 */
import { type Expected } from './responseChecks';

/** What a request asks for: a file kind, or the home page a session visits first. */
export type RequestKind = Expected | 'home-page';

const ACCEPT: Record<RequestKind, string> = {
  zip: 'application/zip,application/octet-stream;q=0.9,*/*;q=0.8',
  csv: 'text/csv,text/plain;q=0.9,*/*;q=0.8',
  json: 'application/json,text/plain;q=0.9,*/*;q=0.8',
  xml: 'application/xml,text/xml;q=0.9,*/*;q=0.8',
  'home-page': 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

export interface RequestHeaderOptions {
  kind: RequestKind;
  userAgent: string;
  cookie?: string | undefined;
  referer?: string | undefined;
}

/** What a browser would send; never an Origin header (a plain navigation or same-site GET has none). */
export function requestHeaders({ kind, userAgent, cookie, referer }: RequestHeaderOptions): Headers {
  const headers = new Headers({ 'User-Agent': userAgent, Accept: ACCEPT[kind], 'Accept-Language': 'en-US,en;q=0.9' });
  if (cookie) headers.set('Cookie', cookie);
  if (referer) headers.set('Referer', referer);
  return headers;
}

export type AttemptResult =
  /** The server answered; the body is read only for 2xx (others are discarded unread). */
  { answered: true; status: number; headers: Headers; bytes: Uint8Array } | { answered: false; reason: string };

export async function sendRequest(fetchImpl: typeof fetch, url: string, headers: Headers, timeoutMs: number): Promise<AttemptResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timed out'));
  }, timeoutMs);
  const fault = (reason: string): AttemptResult => ({ answered: false, reason: timedOut ? `timed out after ${timeoutMs / 1000} s` : reason });
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers, signal: controller.signal, redirect: 'follow' });
    } catch (error) {
      return fault(`network error: ${describe(error)}`);
    }
    // A redirect may not leave the host asked (a list's address must not lead the tool elsewhere).
    if (response.url !== '' && new URL(response.url).origin !== new URL(url).origin) {
      await response.body?.cancel().catch(() => undefined);
      return { answered: false, reason: `redirected to another host (${new URL(response.url).origin})` };
    }
    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      return { answered: true, status: response.status, headers: response.headers, bytes: new Uint8Array() };
    }
    const body = await readBody(response);
    return 'bytes' in body ? { answered: true, status: response.status, headers: response.headers, bytes: body.bytes } : fault(body.reason);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the whole body, counting; a stream that errors or ends before Content-Length is "cut short". */
async function readBody(response: Response): Promise<{ bytes: Uint8Array } | { reason: string }> {
  const declared = declaredLength(response.headers);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const cutShort = () =>
    declared === undefined ? `cut short: connection closed after ${count(received)} bytes` : `cut short: ${count(received)} of ${count(declared)} bytes`;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
      }
    } catch {
      return { reason: cutShort() };
    }
  }
  if (declared !== undefined && received < declared) return { reason: cutShort() };
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** Content-Length, when it counts the bytes we read (fetch decodes gzip and the like, so an encoded body's length is not comparable). */
function declaredLength(headers: Headers): number | undefined {
  const encoding = headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return undefined;
  const length = headers.get('content-length');
  return length !== null && /^\d+$/.test(length.trim()) ? Number(length) : undefined;
}

const count = (n: number) => n.toLocaleString('en-US');

/** fetch rejects with "fetch failed"; the useful part (ECONNRESET, ENOTFOUND…) is in its cause. */
function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * When to try again and how long to wait first. Passing faults (429, 5xx,
 * network errors, time-outs, a body cut short) are retried with exponential
 * backoff and full jitter, so many clients failing at once do not come back in
 * step; a Retry-After from the server is a floor on the wait. Pure functions:
 * the client supplies the clock and the random source.
 */

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** Longer Retry-After requests are not waited out: the download fails, saying what was asked. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** What to do with an HTTP status once the answer is in. */
export type StatusVerdict =
  | { action: 'done'; outcome: 'success' | 'not-found' | 'forbidden' }
  | { action: 'retry'; reason: string; retryAfterMs: number | undefined }
  | { action: 'fail'; reason: string };

export function judgeStatus(status: number, retryAfter: string | null, now: number): StatusVerdict {
  if (status >= 200 && status < 300) return { action: 'done', outcome: 'success' };
  if (status === 404) return { action: 'done', outcome: 'not-found' };
  if (status === 401 || status === 403) return { action: 'done', outcome: 'forbidden' };
  if (status === 429 || (status >= 500 && status <= 599)) {
    return { action: 'retry', reason: `HTTP ${status}`, retryAfterMs: parseRetryAfter(retryAfter, now) };
  }
  return { action: 'fail', reason: `HTTP ${status}` };
}

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full jitter: uniform in [0, min(maxMs, baseMs·2^(failedAttempt−1))). `failedAttempt` is 1 for the first attempt. */
export function jitteredBackoff(failedAttempt: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failedAttempt - 1));
  return Math.floor(random() * ceiling);
}

/** The wait before the next attempt: the jittered backoff, but never less than Retry-After; undefined when Retry-After is beyond the cap. */
export function retryWait(failedAttempt: number, retryAfterMs: number | undefined, backoff: Backoff, random: () => number): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs > MAX_RETRY_AFTER_MS) return undefined;
  return Math.max(retryAfterMs ?? 0, jitteredBackoff(failedAttempt, backoff, random));
}

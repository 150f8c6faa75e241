/**
 * The two ways a fetch for `npm run sync` ends badly, kept apart because the
 * sync reacts differently: a refusal (403, or an HTML block page where a file
 * was expected) means the exchange is turning us away and retrying will not
 * help, so the sync stops and says so; a failed download (time-outs, 5xx,
 * a body cut short, after the retries) is the network or the exchange having
 * a bad moment, and the sync can report it and carry on with other files.
 */

export type RefusalReason = 'forbidden' | 'html-page';

/** "NSE" / "BSE" for the exchanges' hosts, else the host itself: the messages are read by people running the sync. */
export function sourceName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return url;
  }
  if (host === 'nseindia.com' || host.endsWith('.nseindia.com')) return 'NSE';
  if (host === 'bseindia.com' || host.endsWith('.bseindia.com')) return 'BSE';
  return host;
}

/** The source turned the request away: HTTP 401/403 (after a session refresh, if any) or an HTML page instead of the file. Never retried. */
export class SourceRefusedError extends Error {
  override readonly name = 'SourceRefusedError';

  constructor(
    readonly url: string,
    readonly status: number,
    readonly reason: RefusalReason,
  ) {
    super(
      reason === 'forbidden'
        ? `${sourceName(url)} refused ${url} (HTTP ${status})`
        : `${sourceName(url)} answered ${url} with an HTML page instead of the file (HTTP ${status}); it may be blocking automated downloads`,
    );
  }
}

/** The download did not succeed: retries used up on a passing fault, or a fault not worth retrying (another 4xx, not JSON). */
export class DownloadFailedError extends Error {
  override readonly name = 'DownloadFailedError';

  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly reason: string,
  ) {
    super(`Could not download ${url} after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}: ${reason}`);
  }
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Delays before the 2nd, 3rd and 4th attempt. */
export const RETRY_DELAYS_MS = [250, 750, 2000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches with exponential backoff, retrying only network failures (fetch
 * rejects) — an HTTP error such as 404 is an answer, not a blip, so it is
 * returned at once.
 */
export async function fetchWithBackoff(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || init.signal?.aborted) throw error;
      await wait(delay);
    }
  }
}

/**
 * Retry with backoff: a remote's manifest survives a dropped connection or a
 * server restart during a deploy. Use it in every host; it changes nothing when
 * the network is healthy.
 *
 * Why not the official @module-federation/retry-plugin: the registry offers it
 * only up to 0.17.1 (its documented retryTimes/retryDelay/domains options come
 * later). 0.17.1's hooks do load on enhanced 2.9.2's runtime, but it brings its
 * own @module-federation/sdk 0.17.1 and, tried against a local server, its
 * `fetch` section retries every failure: a 404 manifest was fetched 4 times,
 * ~3.3 s of fixed 1 s delays (the `retryDelay` given for fetch is never passed
 * on), then thrown as a generic "abandoned" error that hides the status; an
 * aborted request is retried the same way. Here a 404 is returned at once, the
 * original network error is kept, and an abort stops the retries.
 */
export default function retryNetworkErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-retry-network-errors',
    fetch(url, init) {
      return fetchWithBackoff(url, init);
    },
  };
}

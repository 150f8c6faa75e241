/**
 * Politeness towards each exchange host: one request in flight per origin
 * (scheme://host:port), and a minimum interval between request starts. The
 * exchanges throttle or block clients that fire requests in parallel or in
 * bursts; different origins (NSE's archives and its website) are separate
 * servers, so they do not wait on each other.
 */

export interface HostQueueOptions {
  /** Requests per second allowed to an origin; 0 = no pacing. Asked at each start, so it may change. */
  paceFor: (origin: string) => number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export interface HostQueue {
  /** Runs `request` when the origin is free and paced; calls on one origin run in the order they were made (FIFO). */
  run<T>(origin: string, request: () => Promise<T>): Promise<T>;
}

const ignore = () => undefined;

export function createHostQueue({ paceFor, sleep, now }: HostQueueOptions): HostQueue {
  /** The last queued request per origin, settled either way; the next one chains on it. */
  const tails = new Map<string, Promise<void>>();
  const lastStart = new Map<string, number>();

  async function paced<T>(origin: string, request: () => Promise<T>): Promise<T> {
    const perSecond = paceFor(origin);
    const previous = lastStart.get(origin);
    if (perSecond > 0 && previous !== undefined) {
      const wait = Math.ceil(previous + 1000 / perSecond - now());
      if (wait > 0) await sleep(wait);
    }
    lastStart.set(origin, now());
    return request();
  }

  return {
    run(origin, request) {
      const previous = tails.get(origin) ?? Promise.resolve();
      const turn = previous.then(() => paced(origin, request));
      const tail = turn.then(ignore, ignore);
      tails.set(origin, tail);
      // Forget an idle origin's chain (its last start stays, for pacing).
      void tail.then(() => {
        if (tails.get(origin) === tail) tails.delete(origin);
      });
      return turn;
    },
  };
}

/** Milliseconds since some epoch, and a way to wait: injected so tests run on a fake clock. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason as Error);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      timer.unref();
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * Keeps at least `minIntervalMs` between the starts of consecutive requests.
 * Callers are serialised by the provider, so one "next allowed" time suffices.
 */
export class RequestPacer {
  private nextAllowedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly minIntervalMs: number,
    private readonly clock: Clock,
  ) {}

  /** Waits until the next request may start, then reserves that slot. */
  async wait(signal?: AbortSignal): Promise<void> {
    const delay = this.nextAllowedAt - this.clock.now();
    if (delay > 0) await this.clock.sleep(delay, signal);
    this.nextAllowedAt = this.clock.now() + this.minIntervalMs;
  }
}

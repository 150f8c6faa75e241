import { capturingLogger } from '../testing/fixtures';
import { scheduleLivePriceRefresh, type LivePriceSchedule } from './livePriceSchedule';
import { type LivePriceRefreshSummary } from './refreshLivePrices';

const MINUTE = 60_000;
const ok: LivePriceRefreshSummary = { requested: 3, updated: 2, unchanged: 1, rejected: 0, analysesComputed: 2 };
const offline: LivePriceRefreshSummary = {
  ...ok,
  updated: 0,
  unchanged: 0,
  analysesComputed: 0,
  unavailable: {
    reason: 'offline',
    message: 'Live prices are unavailable: cannot reach Yahoo Finance (fetch failed: ENOTFOUND). Stored prices are unchanged.',
  },
};
const limited: LivePriceRefreshSummary = {
  ...offline,
  unavailable: { reason: 'rate_limited', message: 'Live prices are unavailable: Yahoo Finance is limiting requests (HTTP 429).' },
};

let schedule: LivePriceSchedule | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  await schedule?.stop();
  schedule = undefined;
  jest.useRealTimers();
});

describe('scheduleLivePriceRefresh', () => {
  it('refreshes shortly after start, then every interval', async () => {
    const run = jest.fn(async () => ok);
    const { logger } = capturingLogger();
    schedule = scheduleLivePriceRefresh({ run, intervalMs: 15 * MINUTE, firstDelayMs: 10_000, logger });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(15 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('never starts a refresh while the previous one is still running', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(
      (signal: AbortSignal) =>
        new Promise<LivePriceRefreshSummary>((resolve, reject) => {
          finish = () => resolve(ok);
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    schedule = scheduleLivePriceRefresh({ run, intervalMs: MINUTE, firstDelayMs: 0, logger: capturingLogger().logger });
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(0); // it overran the interval: the next one starts at once
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs an outage once when it starts, once when its reason changes, and once when prices are back', async () => {
    const results = [offline, offline, offline, limited, limited, ok, ok];
    const run = jest.fn(async () => results.shift() ?? ok);
    const { logger, lines } = capturingLogger();
    schedule = scheduleLivePriceRefresh({ run, intervalMs: MINUTE, firstDelayMs: 0, logger });
    await jest.advanceTimersByTimeAsync(6 * MINUTE);
    expect(run).toHaveBeenCalledTimes(7);
    const warnings = lines()
      .filter((line) => line.level === 40)
      .map((line) => line.msg);
    expect(warnings).toEqual([offline.unavailable?.message, limited.unavailable?.message]);
    const info = lines()
      .filter((line) => line.level === 30)
      .map((line) => line.msg);
    expect(info).toEqual([
      'Live prices are available again',
      'Live prices: 2 updated, 1 unchanged, 0 without a valid quote',
      'Live prices: 2 updated, 1 unchanged, 0 without a valid quote',
    ]);
  });

  it('says once that there is nothing to price while only demo companies exist', async () => {
    const empty: LivePriceRefreshSummary = { requested: 0, updated: 0, unchanged: 0, rejected: 0, analysesComputed: 0 };
    const { logger, lines } = capturingLogger();
    schedule = scheduleLivePriceRefresh({ run: async () => empty, intervalMs: MINUTE, firstDelayMs: 0, logger });
    await jest.advanceTimersByTimeAsync(3 * MINUTE);
    expect(lines().map((line) => line.msg)).toEqual(['Live prices: no listed company with an NSE code to price yet (demo companies are never priced)']);
  });

  it('logs a failing refresh once and keeps the schedule going', async () => {
    const run = jest.fn(async () => {
      throw new Error('connection terminated');
    });
    const { logger, lines } = capturingLogger();
    schedule = scheduleLivePriceRefresh({ run, intervalMs: MINUTE, firstDelayMs: 0, logger });
    await jest.advanceTimersByTimeAsync(3 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
    expect(
      lines()
        .filter((line) => line.level === 50)
        .map((line) => line.msg),
    ).toEqual(['Live price refresh failed; stored prices are unchanged']);
  });

  it('on stop, aborts the running refresh, waits for it, and schedules nothing more', async () => {
    let signal: AbortSignal | undefined;
    const run = jest.fn(
      (given: AbortSignal) =>
        new Promise<LivePriceRefreshSummary>((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(given.reason as Error));
        }),
    );
    const { logger, lines } = capturingLogger();
    schedule = scheduleLivePriceRefresh({ run, intervalMs: MINUTE, firstDelayMs: 0, logger });
    await jest.advanceTimersByTimeAsync(0);
    await schedule.stop();
    expect(signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
  });

  it('keeps no timer that would hold the process open', () => {
    jest.useRealTimers();
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout');
    schedule = scheduleLivePriceRefresh({ run: async () => ok, intervalMs: MINUTE, firstDelayMs: MINUTE, logger: capturingLogger().logger });
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });
});

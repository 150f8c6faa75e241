import { capturingLogger } from '../testing/fixtures';
import { type RepeatingJob } from '../services/repeatingJob';
import { RECOMPUTE_INTERVAL_MS, scheduleRecompute } from './recomputeSchedule';

/** A price ages past fresh with no new data: the worker recomputes on a timer, not only at start-up. */

const HOUR = 60 * 60_000;
let schedule: RepeatingJob | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  await schedule?.stop();
  schedule = undefined;
  jest.useRealTimers();
});

describe('scheduleRecompute', () => {
  it('recomputes every 6 hours by default, the first one interval after start', async () => {
    const run = jest.fn(async () => undefined);
    schedule = scheduleRecompute({ run, logger: capturingLogger().logger });
    expect(RECOMPUTE_INTERVAL_MS).toBe(6 * HOUR);
    await jest.advanceTimersByTimeAsync(6 * HOUR - 1);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(12 * HOUR);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('takes another interval', async () => {
    const run = jest.fn(async () => undefined);
    schedule = scheduleRecompute({ run, logger: capturingLogger().logger, intervalMs: HOUR });
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failed recompute and tries again at the next tick', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const logger = capturingLogger();
    schedule = scheduleRecompute({ run, logger: logger.logger, intervalMs: HOUR });
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(logger.lines().some((line) => line.msg === 'Scheduled recompute of stale analyses failed; trying again later')).toBe(true);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never overlaps a running recompute, and stop waits for it and ends the schedule', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    schedule = scheduleRecompute({ run, logger: capturingLogger().logger, intervalMs: HOUR });
    await jest.advanceTimersByTimeAsync(5 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(10 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

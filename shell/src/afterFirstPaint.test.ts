import { afterFirstContentfulPaint } from './afterFirstPaint';

type Callback = (list: { getEntriesByName: (name: string) => PerformanceEntry[] }, observer: { disconnect: () => void }) => void;

/** A stand-in for the browser's PerformanceObserver (jsdom has none) that reports 'paint' entries when told. */
function fakePaintTiming({ supported = true, alreadyPainted = false } = {}) {
  const observers = new Set<Callback>();
  const entries: PerformanceEntry[] = alreadyPainted ? [{ name: 'first-contentful-paint' } as PerformanceEntry] : [];
  const deliver = (callback: Callback) =>
    callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) }, { disconnect: () => observers.delete(callback) });
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'layout-shift'] : ['layout-shift'];
    constructor(private readonly callback: Callback) {}
    disconnect() {
      observers.delete(this.callback);
    }
    observe({ buffered }: { buffered?: boolean }) {
      observers.add(this.callback);
      // As the browser does: entries recorded before observe() arrive in a later task.
      if (buffered && entries.length > 0) setTimeout(() => deliver(this.callback), 0);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    paint(name: string) {
      entries.push({ name } as PerformanceEntry);
      for (const callback of observers) deliver(callback);
    },
    watching: () => observers.size,
  };
}

/** Whether the promise has settled once every pending task and frame has run. */
async function settledAfterPendingWork(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(50);
  return settled;
}

describe('afterFirstContentfulPaint', () => {
  const originalObserver = window.PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: originalObserver });
  });

  it('waits for the next frame in a browser without PerformanceObserver', async () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    expect(await settledAfterPendingWork(afterFirstContentfulPaint())).toBe(true);
  });

  it('waits for the first contentful paint to be shown, not for the next frame', async () => {
    const timing = fakePaintTiming();
    const started = afterFirstContentfulPaint();

    expect(await settledAfterPendingWork(started)).toBe(false);
    timing.paint('first-paint');
    expect(await settledAfterPendingWork(started)).toBe(false);

    timing.paint('first-contentful-paint');
    expect(await settledAfterPendingWork(started)).toBe(true);
    expect(timing.watching()).toBe(0);
  });

  it('goes on at once when the page has painted already', async () => {
    fakePaintTiming({ alreadyPainted: true });
    expect(await settledAfterPendingWork(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes on after a while when no paint is reported, as in a tab hidden before it painted', async () => {
    fakePaintTiming();
    const started = afterFirstContentfulPaint();
    await jest.advanceTimersByTimeAsync(2900);
    expect(await settledAfterPendingWork(started)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await settledAfterPendingWork(started)).toBe(true);
  });

  it('waits for the next frame where the browser has no paint timing', async () => {
    fakePaintTiming({ supported: false });
    expect(await settledAfterPendingWork(afterFirstContentfulPaint())).toBe(true);
  });
});

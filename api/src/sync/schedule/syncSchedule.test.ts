import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SyncRequest } from '../run/runSync';
import { emptySourceReport, type SyncReport } from '../run/syncContext';
import { createSyncBoard } from './syncBoard';
import { scheduleSync } from './syncSchedule';

/** 2025-12-16 (a Tuesday) at hh:mm India time. */
const india = (hhmm: string, day = '2025-12-16') => new Date(`${day}T${hhmm}:00+05:30`);

function recordingLogger() {
  const lines: Array<{ level: string; message: string }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, message: String(args.find((arg) => typeof arg === 'string')) });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as never };
}

function harness(options: {
  clock: { now: Date };
  outcome?: (request: SyncRequest, signal: AbortSignal) => SyncReport | Promise<SyncReport>;
  lastDailyDay?: () => string | undefined;
}) {
  const runs: SyncRequest[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const { lines, logger } = recordingLogger();
  const board = createSyncBoard({ dataDir: mkdtempSync(path.join(tmpdir(), 'conviction-schedule-')), scheduled: true });
  const job = scheduleSync({
    run: async (request, signal) => {
      runs.push(request);
      try {
        return (await options.outcome?.(request, signal)) ?? { startedAt: '', what: request.what, dryRun: false, sources: {}, requests: 0 };
      } finally {
        // After the schedule has seen the outcome: a macrotask later, once it has logged.
        setImmediate(() => waiters.filter((waiter) => runs.length >= waiter.count).forEach((waiter) => waiter.resolve()));
      }
    },
    lastDailyDay: options.lastDailyDay ?? (() => undefined),
    board,
    logger,
    now: () => options.clock.now,
    tickMs: 5,
  });
  const runsReach = (count: number) => new Promise<void>((resolve) => (runs.length >= count ? resolve() : waiters.push({ count, resolve })));
  return { runs, lines, board, job, runsReach };
}

describe('the scheduled sync (SYNC=nse)', () => {
  it("fetches a trading day's files from 18:30 India time, and again only after 30 minutes while the day is missing", async () => {
    const clock = { now: india('18:29') };
    const { runs, job, runsReach } = harness({ clock });
    clock.now = india('18:31');
    await runsReach(1);
    expect(runs[0]).toEqual({ sources: ['lists', 'daily'], what: 'scheduled daily files' });
    clock.now = india('18:45');
    await new Promise((resolve) => setTimeout(resolve, 40)); // several ticks: none may run again
    expect(runs).toHaveLength(1);
    clock.now = india('19:02');
    await runsReach(2);
    await job.stop();
  });

  it('stops asking once the day is in, and runs the filings once at 22:30', async () => {
    const clock = { now: india('18:31') };
    const imported: { day?: string } = {};
    const { runs, job, runsReach } = harness({ clock, lastDailyDay: () => imported.day });
    await runsReach(1);
    imported.day = '2025-12-16';
    clock.now = india('22:31');
    await runsReach(2);
    expect(runs[1]).toEqual({ sources: ['lists', 'filings'], what: 'scheduled nightly filings' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toHaveLength(2);
    await job.stop();
  });

  it('fetches no daily files at the weekend', async () => {
    const clock = { now: india('18:31', '2025-12-13') };
    const { runs, job, runsReach } = harness({ clock });
    clock.now = india('22:31', '2025-12-13');
    await runsReach(1);
    expect(runs.map((run) => run.sources)).toEqual([['lists', 'filings']]);
    await job.stop();
  });

  it('logs a failure once with its reason, not at every run, and says when it clears', async () => {
    const clock = { now: india('18:31') };
    let refused = true;
    const { lines, board, job, runsReach } = harness({
      clock,
      outcome: (request) => ({
        startedAt: '',
        what: request.what,
        dryRun: false,
        requests: 1,
        sources: { daily: { ...emptySourceReport(), ...(refused ? { refused: { url: 'u', message: 'The exchange refused u' } } : {}) } },
      }),
    });
    await runsReach(1);
    clock.now = india('19:02');
    await runsReach(2);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['Sync: The exchange refused u']);
    expect(board.status().problems).toMatchObject({ daily: { message: 'The exchange refused u' }, filings: null });
    refused = false;
    clock.now = india('19:33');
    await runsReach(3);
    await job.stop();
    expect(lines.some((line) => line.message === 'Sync: scheduled daily files working again')).toBe(true);
    expect(board.status().problems.daily).toBeNull();
  });

  it('tries the nightly filings again half an hour later when the run could not run (another sync held the lock)', async () => {
    const clock = { now: india('22:31', '2025-12-13') };
    let busy = true;
    const { runs, job, runsReach, board } = harness({
      clock,
      outcome: (request) => {
        if (busy) throw new Error('another sync is running (process 7); wait for it to finish');
        return { startedAt: '', what: request.what, dryRun: false, sources: {}, requests: 0 };
      },
    });
    await runsReach(1);
    busy = false;
    clock.now = india('22:45', '2025-12-13');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toHaveLength(1);
    expect(board.status().problems.filings?.message).toBe('another sync is running (process 7); wait for it to finish');
    clock.now = india('23:02', '2025-12-13');
    await runsReach(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toHaveLength(2); // done for the night
    await job.stop();
  });

  it('aborts a run in progress when it stops (the server shutting down), reporting no problem', async () => {
    const clock = { now: india('18:31') };
    let aborted = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const { job, board, lines } = harness({
      clock,
      outcome: (request, signal) =>
        new Promise((resolve) => {
          started();
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ startedAt: '', what: request.what, dryRun: false, sources: {}, requests: 0, error: 'stopped before the end' });
          });
        }),
    });
    await running;
    await job.stop();
    expect(aborted).toBe(true);
    expect(board.status().problems.daily).toBeNull();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});

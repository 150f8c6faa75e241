import { OPEN_TIMEOUT_MS, testDatabases } from '../../db/testing/testDatabases';
import { fakeEngine } from '../../ingest/importers/testing/importHarness';
import { fakeWorld, withDay } from '../testing/fakeWorld';
import { syncFixturePerTest } from '../run/syncTesting';
import { syncSettingsFrom } from '../syncSettings';
import { createSyncBoard } from './syncBoard';
import { startScheduledSync } from './startScheduledSync';

/** A logger that lets a test await a message instead of sleeping. */
function awaitableLogger() {
  const messages: string[] = [];
  const waiters: Array<{ text: string; count: number; resolve: () => void }> = [];
  const seen = (text: string) => messages.filter((message) => message === text).length;
  const log = (...args: unknown[]) => {
    const message = args.find((arg): arg is string => typeof arg === 'string');
    if (message === undefined) return;
    messages.push(message);
    waiters.filter((waiter) => seen(waiter.text) >= waiter.count).forEach((waiter) => waiter.resolve());
  };
  const logger = { info: log, warn: log, error: log, debug: () => undefined } as never;
  const logged = (text: string, count = 1) => new Promise<void>((resolve) => (seen(text) >= count ? resolve() : waiters.push({ text, count, resolve })));
  return { logger, messages, logged };
}

describe.each(testDatabases())('SYNC=nse in the server ($name)', ({ open }) => {
  const fixture = syncFixturePerTest(open, () => fakeWorld({ companies: 3, days: ['2025-12-15'], resultsPerCompany: 1, shareholdingPerCompany: 0 }));

  it(
    "picks up a day the exchange publishes late, at the next half-hour, and empties the server's caches",
    async () => {
      const { database, dataDir, exchange, world } = fixture;
      const settings = syncSettingsFrom({
        NSE_ARCHIVE_BASE: exchange.bases.nseArchive,
        NSE_API_BASE: exchange.bases.nseApi,
        SYNC: 'nse',
        SYNC_API_RATE: '0',
        SYNC_ARCHIVE_RATE: '0',
      });
      const clock = { now: new Date('2025-12-16T18:31:00+05:30') };
      const board = createSyncBoard({ dataDir: dataDir.root, scheduled: true });
      const { logger, messages, logged } = awaitableLogger();
      let invalidated = 0;
      const job = startScheduledSync({
        db: database.db,
        engine: fakeEngine(),
        logger,
        settings,
        dataDir: dataDir.root,
        board,
        caches: [{ invalidate: () => (invalidated += 1) }],
        now: () => clock.now,
        tickMs: 10,
      });
      try {
        await logged('Sync: scheduled daily files finished');
        expect(messages).toContain('Sync: 2025-12-16: no files (a holiday, or not published yet)');
        expect(board.status()).toMatchObject({ scheduled: true, worker: true, running: null, lastRun: { what: 'scheduled daily files' } });
        const pricesOn = async (day: string) =>
          (await database.db.selectFrom('prices').select('company_id').where('as_of', '=', day).where('source', '=', 'bhavcopy').execute()).length;
        expect(await pricesOn('2025-12-15')).toBe(3);
        expect(invalidated).toBeGreaterThan(0);

        exchange.publish(withDay(world, '2025-12-16'));
        clock.now = new Date('2025-12-16T19:01:00+05:30');
        await logged('Sync: scheduled daily files finished', 2);
        expect(await pricesOn('2025-12-16')).toBe(3);
        expect(board.status().lastRun?.sources.daily).toMatchObject({ imported: 3, failed: [] });
      } finally {
        await job.stop();
      }
      expect(board.status().worker).toBe(false);
    },
    OPEN_TIMEOUT_MS,
  );
});

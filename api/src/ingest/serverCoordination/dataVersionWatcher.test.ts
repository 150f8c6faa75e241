import express from 'express';
import request from 'supertest';
import { createApp } from '../../app';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../../testing/fixtures';
import { generatedIsin, nseListCsv, nseListRow } from '../testing';
import { dataVersionWatcher } from './dataVersionWatcher';
import { fakeEngine, importText } from '../importers/testing/importHarness';
import { testAppData } from '../../testing/testAppData';

/**
 * The import tool on PostgreSQL writes beside the running server, which only
 * learns of it through the data version (the latest import_runs id).
 */
describe.each(testDatabases())('the data version watcher on $name', ({ open }) => {
  let database: TestDatabase;
  let dir: TempDir;
  let listing = 0;
  beforeAll(async () => {
    database = await open();
    dir = createTempDir();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    dir?.remove();
  });

  /** An import by "another process": nothing tells this server's caches. */
  const importElsewhere = (symbol: string) =>
    importText(database.db, fakeEngine(), 'nse-list', `${symbol}.csv`, nseListCsv([nseListRow({ symbol, isin: generatedIsin(500 + ++listing) })]));

  it('drops the caches once per import, checking at most once per interval', async () => {
    let now = 0;
    let dropped = 0;
    const app = express().use(dataVersionWatcher({ db: database.db, onChange: () => (dropped += 1), now: () => now, minIntervalMs: 1000 }));
    app.get('/', (_req, res) => res.send('ok'));

    await request(app).get('/').expect(200); // first check: the baseline
    await importElsewhere('FIRSTCO');
    await request(app).get('/').expect(200);
    expect(dropped).toBe(0); // within the interval: not checked yet
    now += 1000;
    await request(app).get('/').expect(200);
    expect(dropped).toBe(1);
    now += 1000;
    await request(app).get('/').expect(200);
    expect(dropped).toBe(1); // nothing new
  });

  it('makes GET /api/stocks show companies another process imported, within a second', async () => {
    const app = createApp(testConfig(dir.root, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused' }), {
      logger: silentLogger(),
      data: await testAppData(database.db),
    });
    const codes = async () => ((await request(app).get('/api/stocks').expect(200)).body as Array<{ code: string }>).map((stock) => stock.code);
    expect(await codes()).not.toContain('LATERCO');
    await importElsewhere('LATERCO');
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(await codes()).toContain('LATERCO');
  });

  it('polls nothing while notices arrive, calls onChange from them, and polls again when they stop', async () => {
    let now = 0;
    let dropped = 0;
    let listening = true;
    let push: (() => void) | undefined;
    const notices = {
      isListening: () => listening,
      subscribe: (onChange: () => void) => {
        push = onChange;
        return () => undefined;
      },
    };
    const app = express().use(dataVersionWatcher({ db: database.db, onChange: () => (dropped += 1), now: () => now, minIntervalMs: 1000, notices }));
    app.get('/', (_req, res) => res.send('ok'));

    await request(app).get('/').expect(200); // listening: no baseline read
    push?.();
    expect(dropped).toBe(1);
    await importElsewhere('PUSHEDCO');
    now += 5000;
    await request(app).get('/').expect(200);
    expect(dropped).toBe(1); // not polled: the (fake) notification is what would tell

    listening = false; // the LISTEN connection dropped
    await request(app).get('/').expect(200); // the fallback's first check: a baseline
    await importElsewhere('POLLEDCO');
    now += 1000;
    await request(app).get('/').expect(200);
    expect(dropped).toBe(2); // seen by polling
  });
});

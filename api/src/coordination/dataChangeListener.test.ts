import { OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { fakeEngine, importText } from '../ingest/importers/testing/importHarness';
import { generatedIsin, nseListCsv, nseListRow } from '../ingest/testing';
import { listenForDataChanges, type DataChangeListener } from './dataChangeListener';
import { announceDataChange, DATA_CHANGE_CHANNEL } from '../db/dataChanges';
import { databaseUrl, describeOnPostgres, eventually, outsideQuery, postgresEngine, quietLogger } from './testing';

const BOUND_MS = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('the data change listener on PostgreSQL', () => {
  let database: TestDatabase;
  let listener: DataChangeListener;
  let changes = 0;
  beforeAll(async () => {
    database = await postgresEngine!.open();
    listener = await listenForDataChanges({ databaseUrl, schema: database.schema, logger: quietLogger, reconnect: { firstDelayMs: 200, maxDelayMs: 1000 } });
    listener.subscribe(() => (changes += 1));
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });
  beforeEach(() => {
    changes = 0;
  });

  it('calls onChange for a NOTIFY of its schema from another connection, and ignores other schemas', async () => {
    expect(listener.isListening()).toBe(true);
    await outsideQuery('select pg_notify($1, $2)', [DATA_CHANGE_CHANNEL, 'some_other_schema']);
    await outsideQuery('select pg_notify($1, $2)', [DATA_CHANGE_CHANNEL, database.schema]);
    await eventually(() => changes === 1, BOUND_MS, 'the notification arrives');
    await pause(200);
    expect(changes).toBe(1);
  });

  it('hears announceDataChange from the app pool (current_schema() is the payload)', async () => {
    await announceDataChange(database.db);
    await eventually(() => changes === 1, BOUND_MS, 'the announcement arrives');
  });

  it('is told of a committed import, and not of a dry run (NOTIFY inside the import transaction)', async () => {
    const csv = nseListCsv([nseListRow({ symbol: 'NOTIFYCO', isin: generatedIsin(901) })]);
    await importText(database.db, fakeEngine(), 'nse-list', 'dry.csv', csv, { dryRun: true });
    await pause(500);
    expect(changes).toBe(0);
    await importText(database.db, fakeEngine(), 'nse-list', 'real.csv', csv);
    await eventually(() => changes >= 1, BOUND_MS, 'the import is announced');
    await pause(500); // and then its recomputed analyses, before the next test counts
  });

  it('falls back when its connection is terminated, then listens again and says so once', async () => {
    const pid = listener.backendPid();
    expect(pid).toBeGreaterThan(0);
    await outsideQuery('select pg_terminate_backend($1)', [pid]);
    await eventually(() => !listener.isListening(), BOUND_MS, 'the listener notices the drop');
    await eventually(() => listener.isListening(), BOUND_MS, 'the listener reconnects');
    expect(listener.backendPid()).not.toBe(pid);
    expect(changes).toBe(1); // the gap may have hidden a change: subscribers are told once
    await outsideQuery('select pg_notify($1, $2)', [DATA_CHANGE_CHANNEL, database.schema]);
    await eventually(() => changes === 2, BOUND_MS, 'notifications arrive again');
  });
});

describeOnPostgres('the data change listener without a reachable server', () => {
  it('starts anyway, not listening, and keeps trying until closed', async () => {
    const unreachable = new URL(databaseUrl);
    unreachable.port = '1'; // nothing listens there
    const listener = await listenForDataChanges({
      databaseUrl: unreachable.toString(),
      schema: 'public',
      logger: quietLogger,
      reconnect: { firstDelayMs: 50 },
    });
    expect(listener.isListening()).toBe(false);
    await pause(200);
    await listener.close();
    expect(listener.isListening()).toBe(false);
  });
});

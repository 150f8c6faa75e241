/**
 * Test set-up shared by the sync tests: a fake exchange serving a small
 * world, and a sync context into a database with pacing off.
 */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { fakeEngine } from '../../ingest/importers/testing/importHarness';
import { type IsoDate } from '../../ingest/records';
import { databaseSyncTarget } from '../databaseTarget';
import { openDownloadStore } from '../downloads/downloadStore';
import { createPoliteClient } from '../http/politeClient';
import { fakeWorld, type FakeWorld, type FakeWorldOptions } from '../testing/fakeWorld';
import { startFakeExchange, type FakeExchange } from '../testing/fakeExchange';
import { OPEN_TIMEOUT_MS, type TestDatabase, type TestEngine } from '../../db/testing/testDatabases';
import { createTempDir, type TempDir } from '../../testing/fixtures';
import { type SyncContext } from './syncContext';

/** Wednesday 17 December 2025, 19:30 India time: the 17th's files are out. */
export const SYNC_NOW = new Date('2025-12-17T14:00:00Z');
/** Monday and Wednesday; Tuesday the 16th is a holiday (nothing published). */
export const PUBLISHED_DAYS: IsoDate[] = ['2025-12-15', '2025-12-17'];

export function smallWorld(overrides: Partial<FakeWorldOptions> = {}) {
  return fakeWorld({
    companies: 4,
    days: PUBLISHED_DAYS,
    resultsPerCompany: 3,
    shareholdingPerCompany: 1,
    index: undefined,
    revision: true,
    preXbrlFiling: true,
    split: true,
    ...overrides,
  });
}

export function syncContext(options: {
  db: Kysely<Database>;
  dataDir: string;
  bases: SyncContext['bases'];
  lines?: string[];
  dryRun?: boolean;
  retries?: number;
}): SyncContext {
  const engine = fakeEngine();
  return {
    client: createPoliteClient({ paceFor: () => 0, retries: options.retries ?? 3, backoff: { baseMs: 1, maxMs: 5 }, timeoutMs: 30_000 }),
    bases: options.bases,
    store: openDownloadStore(options.dataDir),
    target: databaseSyncTarget({ db: options.db, engine }),
    now: () => SYNC_NOW,
    dryRun: options.dryRun ?? false,
    say: (line) => options.lines?.push(line),
  };
}

export interface SyncFixture {
  database: TestDatabase;
  exchange: FakeExchange;
  dataDir: TempDir;
  world: FakeWorld;
}

/** A fresh database, data folder and fake exchange serving `world` for each test (jest hooks); the fields are filled before each test. */
export function syncFixturePerTest(open: TestEngine['open'], world: () => FakeWorld): SyncFixture {
  const fixture = {} as SyncFixture;
  beforeEach(async () => {
    fixture.database = await open();
    fixture.world = world();
    fixture.exchange = await startFakeExchange(fixture.world);
    fixture.dataDir = createTempDir('conviction-sync-');
  }, OPEN_TIMEOUT_MS);
  afterEach(async () => {
    await fixture.exchange?.close();
    await fixture.database?.close();
    fixture.dataDir?.remove();
  });
  return fixture;
}

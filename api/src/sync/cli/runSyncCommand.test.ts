import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../app';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { fakeEngine } from '../../ingest/importers/testing/importHarness';
import { publishImportToken } from '../../ingest/serverCoordination/importTokenFile';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../../testing/fixtures';
import { testAppData } from '../../testing/testAppData';
import { SYNC_NOW, smallWorld } from '../run/syncTesting';
import { createSyncBoard } from '../schedule/syncBoard';
import { startFakeExchange, type FakeExchange } from '../testing/fakeExchange';
import { runSyncCommand } from './runSyncCommand';

const TOKEN = 'sync-test-token-0123456789abcdefghijklmnopqrstuvwxyz';

async function sync(argv: string[], env: NodeJS.ProcessEnv) {
  let stdout = '';
  let stderr = '';
  const code = await runSyncCommand(argv, {
    env: { LOG_LEVEL: 'silent', SYNC_API_RATE: '0', SYNC_ARCHIVE_RATE: '0', ...env },
    cwd: process.cwd(),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    engine: fakeEngine(),
    now: () => SYNC_NOW,
  });
  return { code, stdout, stderr };
}

describe('npm run sync -- --help and usage', () => {
  it('documents the commands with examples, and exits 0', async () => {
    const { code, stdout } = await sync(['--help'], {});
    expect(code).toBe(0);
    expect(stdout).toContain('npm run sync -- all --index nifty50');
    expect(stdout).toContain('Exit code: 0 when everything was fetched and imported, 3 when a source was refused or a file failed');
  });

  it.each([
    [['daily', '--date', '16-12-2025'], 'expected a date as YYYY-MM-DD'],
    [['lists', '--index', 'sensex'], 'Allowed choices are nifty50, nifty100, nifty500'],
    [['filings', '--symbols', 'RELIANCE;TCS'], 'expected NSE symbols separated by commas'],
    [['daily', '--date', '2025-12-16', '--since', '2025-12-01'], "option '--date <YYYY-MM-DD>' cannot be used with option '--since <YYYY-MM-DD>'"],
    [[], 'Usage: npm run sync --'],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const { code, stderr } = await sync(argv, {});
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('refuses an exchange address that is not https or loopback, before touching anything', async () => {
    const dir = createTempDir('conviction-sync-config-');
    const { code, stderr } = await sync(['daily'], { DATA_DIR: dir.root, NSE_ARCHIVE_BASE: 'http://example.com' });
    dir.remove();
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot sync: Invalid environment: NSE_ARCHIVE_BASE: must be an https origin, or http on 127.0.0.1');
  });
});

describe.each(testDatabases())('npm run sync through the running server ($name)', ({ open }) => {
  let database: TestDatabase;
  let dataDir: TempDir;
  let server: http.Server;
  let app: ReturnType<typeof createApp>;
  let exchange: FakeExchange;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await open();
    dataDir = createTempDir('conviction-sync-server-');
    exchange = await startFakeExchange(smallWorld());
    const board = createSyncBoard({ dataDir: dataDir.root, scheduled: false });
    app = createApp(testConfig(dataDir.root), {
      logger: silentLogger(),
      data: await testAppData(database.db, { engine: fakeEngine(), importToken: TOKEN, syncStatus: board.status }),
    });
    server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    // Pretend a live process (jest's parent) holds the data folder, as the running server would.
    mkdirSync(dataDir.root, { recursive: true });
    writeFileSync(path.join(dataDir.root, 'pglite.lock'), String(process.ppid));
    publishImportToken(dataDir.root, { token: TOKEN, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pid: process.ppid });
    env = { DATA_DIR: dataDir.root, NSE_ARCHIVE_BASE: exchange.bases.nseArchive, NSE_API_BASE: exchange.bases.nseApi, BSE_API_BASE: exchange.bases.bseApi };
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await exchange?.close();
    await database?.close();
    dataDir?.remove();
  });

  it(
    'sends every file to the server, says what it did, and GET /api/admin/sync reports the run',
    async () => {
      // No --since: the first run takes the last week of daily files (11–17 December; only the 15th and 17th are published).
      const { code, stdout, stderr } = await sync(['all', '--index', 'nifty50'], env);
      expect(stderr).toContain('Syncing into the server at http://127.0.0.1:');
      expect(stdout).toContain('lists: 2 files fetched, 1 imported, 0 already had');
      expect(stdout).toContain('daily: 6 files fetched, 6 imported, 0 already had, 3 days without files (holidays)');
      expect(stdout).toMatch(/filings: \d+ files fetched, 17 imported, 0 already had/);
      expect(code).toBe(0);
      expect(await database.db.selectFrom('filings').select('id').execute()).toHaveLength(17);

      const status = await request(app).get('/api/admin/sync').set('X-Import-Token', TOKEN).expect(200);
      expect(status.headers['cache-control']).toBe('no-store');
      expect(status.body).toMatchObject({
        scheduled: false,
        running: null,
        problems: { daily: null, filings: null },
        lastRun: { what: 'all --index nifty50', dryRun: false, sources: { daily: { imported: 6 }, filings: { imported: 17 } } },
      });
      await request(app).get('/api/admin/sync').expect(401);
    },
    OPEN_TIMEOUT_MS * 2,
  );

  it(
    'tracks the companies users researched, with no --symbols or --index',
    async () => {
      const symbols = await request(app).get('/api/admin/researched-symbols').set('X-Import-Token', TOKEN).expect(200);
      expect(symbols.body).toEqual({ symbols: [] });
      const company = await database.db.selectFrom('companies').select(['id', 'code']).where('is_demo', '=', false).orderBy('code').executeTakeFirstOrThrow();
      const user = await database.db.insertInto('users').values({ email: 'reader@example.com' }).returning('id').executeTakeFirstOrThrow();
      await database.db.insertInto('company_access').values({ user_id: user.id, company_id: company.id }).execute();
      const after = await request(app).get('/api/admin/researched-symbols').set('X-Import-Token', TOKEN).expect(200);
      expect(after.body).toEqual({ symbols: [company.code] });
      const { code, stderr } = await sync(['filings'], env);
      expect(stderr).toContain('filings: 1 tracked company');
      expect(stderr).toContain(`${company.code} (1 of 1):`);
      expect(code).toBe(0);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'exits 3 when the exchange refuses a source, naming it and how to get the files by hand',
    async () => {
      exchange.faults.blockPage();
      try {
        const { code, stdout } = await sync(['filings', '--symbols', 'ABC'], env);
        expect(stdout).toContain('✗ refused: The exchange refused http://127.0.0.1:');
        expect(stdout).toContain('npm run ingest -- filings <folder>');
        expect(code).toBe(3);
      } finally {
        exchange.faults.clear();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});

const postgres = testDatabases().find((engine) => engine.name === 'postgres');
(postgres ? describe : describe.skip)('npm run sync straight into PostgreSQL when DATABASE_URL is set', () => {
  let database: TestDatabase;
  let exchange: FakeExchange;
  let dataDir: TempDir;
  beforeAll(async () => {
    database = await postgres!.open();
    exchange = await startFakeExchange(smallWorld());
    dataDir = createTempDir('conviction-sync-postgres-');
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    dataDir?.remove();
  });

  it('connects directly, and a second run fetches nothing new', async () => {
    // This test's own schema, through the URL's options (as any libpq client would).
    const url = `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
    const env = { DATA_DIR: dataDir.root, DATABASE_URL: url, NSE_ARCHIVE_BASE: exchange.bases.nseArchive, NSE_API_BASE: exchange.bases.nseApi };
    const first = await sync(['all', '--index', 'nifty50'], env);
    expect(first.stderr).toContain('Syncing into PostgreSQL at postgres://');
    expect(first.code).toBe(0);
    expect(await database.db.selectFrom('filings').select('id').execute()).toHaveLength(17);
    const again = await sync(['all', '--index', 'nifty50'], env);
    expect(again.stdout).toContain('filings: 12 files fetched, 0 imported, 17 already had');
    expect(again.code).toBe(0);
  });
});

import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { Migrator } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { createDatabase } from '../../db/createDatabase';
import { MIGRATIONS } from '../../db/migrations';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../../testing/fixtures';
import { publishImportToken } from '../serverCoordination/importTokenFile';
import { fakeEngine, snapshotTables } from '../importers/testing/importHarness';
import { generatedNseList, generatedResultsFilings, nseListCsv, nseListRow, screenerWorkbook, standardScreenerSpec } from '../testing';
import { runIngest } from './runIngest';
import { testAppData } from '../../testing/testAppData';

/** Runs the tool in-process with its output captured. */
async function ingest(argv: string[], env: NodeJS.ProcessEnv, cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runIngest(argv, {
    env: { LOG_LEVEL: 'silent', ...env },
    cwd,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    engine: fakeEngine(),
  });
  return { code, stdout, stderr };
}

/** Pretends a live process (jest's parent) holds the data directory, as a running server would. */
function holdDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
  return process.ppid;
}

/** A port nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const probe = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let files: TempDir;
beforeAll(() => {
  files = createTempDir('conviction-ingest-files-');
  files.write('EQUITY_L.csv', nseListCsv(generatedNseList(30)));
  files.write('more.csv', nseListCsv(generatedNseList(35)));
  files.write('broken.csv', nseListCsv(generatedNseList(3)).replace(',EQ,', ',,'));
});
afterAll(() => files.remove());

describe('npm run ingest -- --help', () => {
  it('documents every command with an example', async () => {
    const { code, stdout } = await ingest(['--help'], {}, files.root);
    expect(code).toBe(0);
    for (const command of ['nse-list', 'bse-list', 'screener', 'prices', 'guidance', 'demo']) expect(stdout).toContain(`npm run ingest -- ${command} `);
    expect(stdout).toContain('--dry-run');
    const screener = await ingest(['screener', '--help'], {}, files.root);
    expect(screener.stdout).toContain('Example:\n  npm run ingest -- screener RELIANCE.xlsx TCS.xlsx');
    const guidance = await ingest(['guidance', '--help'], {}, files.root);
    expect(guidance.stdout).toContain('company (NSE code or ISIN), fiscal_year, metric, guided_value, actual');
    expect(guidance.stdout).toContain('api/src/ingest/formats/guidance-ledger.md');
  });

  it('says what demo needs, with exit code 2', async () => {
    const { code, stderr } = await ingest(['demo'], {}, files.root);
    expect(code).toBe(2);
    expect(stderr).toContain('demo needs --reset or --load');
  });
});

describe('the embedded database held by another process', () => {
  let dataDir: TempDir;
  beforeEach(() => {
    dataDir = createTempDir('conviction-ingest-held-');
  });
  afterEach(() => dataDir.remove());

  it('refuses clearly when the holder accepts no imports, and touches nothing', async () => {
    const owner = holdDataDir(dataDir.root);
    const { code, stderr } = await ingest(['nse-list', 'EQUITY_L.csv'], { DATA_DIR: dataDir.root }, files.root);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot import: ${dataDir.root} is held by process ${owner}, which does not accept imports`);
    expect(stderr).toContain('nothing was imported');
    expect(stderr).toContain("If that is the Conviction server starting up, wait until it logs 'Conviction is running' and run this again");
    expect(existsSync(path.join(dataDir.root, 'pglite'))).toBe(false);
  });

  it('refuses clearly when the holding server does not answer', async () => {
    const owner = holdDataDir(dataDir.root);
    const url = `http://127.0.0.1:${await closedPort()}`;
    publishImportToken(dataDir.root, { token: 'abc', url, pid: owner });
    const { code, stderr } = await ingest(['nse-list', 'EQUITY_L.csv'], { DATA_DIR: dataDir.root }, files.root);
    expect(code).toBe(1);
    expect(stderr).toContain(`held by process ${owner}, but its server at ${url} did not answer (ECONNREFUSED). Nothing was imported.`);
  });
});

describe.each(testDatabases())('imports through the running server ($name)', ({ open }) => {
  let database: TestDatabase;
  let dataDir: TempDir;
  let server: http.Server;
  let app: ReturnType<typeof createApp>;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await open();
    dataDir = createTempDir('conviction-ingest-server-');
    app = createApp(testConfig(dataDir.root), {
      logger: silentLogger(),
      data: await testAppData(database.db, { engine: fakeEngine(), importToken: 'right-token' }),
    });
    server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const owner = holdDataDir(dataDir.root);
    publishImportToken(dataDir.root, { token: 'right-token', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pid: owner });
    env = { DATA_DIR: dataDir.root };
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    dataDir?.remove();
  });

  it('sends the file to the server, prints its summary, and the stock list shows the companies', async () => {
    const { code, stdout, stderr } = await ingest(['nse-list', 'EQUITY_L.csv'], env, files.root);
    expect(stderr).toContain(`Importing into the server at http://127.0.0.1:`);
    expect(stderr).toContain('Recomputing analyses: 30 of 30');
    expect(stdout).toContain('nse-list EQUITY_L.csv: 30 added, 0 updated, 0 unchanged, 0 skipped');
    expect(stdout).toContain('Analyses: 30 recomputed');
    expect(code).toBe(0);
    const stocks = (await request(app).get('/api/stocks').expect(200)).body as unknown[];
    expect(stocks).toHaveLength(30);
  });

  it('imports a folder of filings file by file, passes over what is not XML, and recomputes the analyses once at the end', async () => {
    const [company] = generatedNseList(30);
    for (const filing of generatedResultsFilings([{ symbol: company!.symbol, isin: company!.isin }], 3))
      files.write(`filings/${company!.symbol}/${filing.name}`, filing.bytes);
    files.write('filings/readme.txt', 'not a filing');
    const { code, stdout } = await ingest(['filings', 'filings'], env, files.root);
    expect(code).toBe(0);
    expect(stdout).toContain('Passed over 1 file(s) this command does not read: filings/readme.txt: not an .xml document');
    expect(stdout.match(/^filings filings\//gm)).toHaveLength(3);
    expect(stdout.match(/^Analyses: /gm)).toEqual(['Analyses: ']);
    expect(stdout).toContain('Analyses: 1 recomputed');
    expect(stdout).toContain('3 of 3 files imported');
  });

  it('imports each file on its own: a broken one is reported and left out, the others go in', async () => {
    const before = await snapshotTables(database.db);
    const { code, stdout, stderr } = await ingest(['nse-list', 'broken.csv', 'more.csv'], env, files.root);
    expect(code).toBe(1);
    expect(stderr).toMatch(/✗ broken\.csv, line 2: .*SERIES.*\. Nothing from this file was written\./);
    expect(stdout).toContain('nse-list more.csv: 5 added, 0 updated, 30 unchanged, 0 skipped');
    expect(stdout).toContain('1 of 2 files imported; 1 failed and were left out entirely');
    expect((await snapshotTables(database.db)).companies).toHaveLength(before.companies!.length + 5);
  });

  it('writes nothing in a dry run', async () => {
    const before = await snapshotTables(database.db);
    const { code, stdout } = await ingest(['nse-list', '--dry-run', 'EQUITY_L.csv'], env, files.root);
    expect(code).toBe(0);
    expect(stdout).toContain('nse-list EQUITY_L.csv (dry run: nothing was written): would add 0, update 0, leave 30 unchanged, skip 0');
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('says what several files would do in a dry run, never that they were imported', async () => {
    const before = await snapshotTables(database.db);
    const { code, stdout } = await ingest(['nse-list', '--dry-run', 'broken.csv', 'more.csv'], env, files.root);
    expect(code).toBe(1);
    // The earlier tests of this file may have imported more.csv already: the counts depend on the order.
    expect(stdout).toMatch(/^nse-list more\.csv \(dry run: nothing was written\): would add \d+, update \d+, leave \d+ unchanged, skip \d+ in /m);
    expect(stdout).toContain('Dry run: would import 1 of 2 files; 1 would fail and be left out entirely');
    expect(stdout).not.toMatch(/imported|\d added/);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('says so when the server refuses the token', async () => {
    publishImportToken(dataDir.root, { token: 'stale-token', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pid: process.ppid });
    const { code, stderr } = await ingest(['nse-list', 'EQUITY_L.csv'], env, files.root);
    expect(code).toBe(1);
    expect(stderr).toContain('refused the import: Missing or wrong import token');
  });
});

describe('imports straight into the embedded database when nothing holds it', () => {
  let dataDir: TempDir;
  beforeAll(() => {
    dataDir = createTempDir('conviction-ingest-direct-');
  });
  afterAll(() => dataDir.remove());

  it(
    'opens it, imports, re-runs idempotently, and releases it',
    async () => {
      const first = await ingest(['nse-list', 'EQUITY_L.csv'], { DATA_DIR: dataDir.root }, files.root);
      expect(first.stderr).toContain(`Importing into the embedded database in ${path.join(dataDir.root, 'pglite')}`);
      expect(first.stdout).toContain('30 added, 0 updated, 0 unchanged');
      const again = await ingest(['nse-list', 'EQUITY_L.csv'], { DATA_DIR: dataDir.root }, files.root);
      expect(again.stdout).toContain('0 added, 0 updated, 30 unchanged');
      expect(again.code).toBe(0);
      // The lock was released: the server (here, a plain open) can take the directory.
      const reopened = await createDatabase({ dataDir: dataDir.root, logger: silentLogger() });
      try {
        expect(await reopened.db.selectFrom('companies').select('id').execute()).toHaveLength(30);
      } finally {
        await reopened.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "never dates a Screener export's price by the file's time or the import day: by its latest period, or --price-date",
    async () => {
      files.write('sample-list.csv', nseListCsv([nseListRow({ symbol: 'SAMPLE', name: 'Sample Manufacturing Limited', isin: 'INE000S01014' })]));
      const workbook = files.write('Copied export.xlsx', await screenerWorkbook(standardScreenerSpec()));
      utimesSync(workbook, new Date('2019-06-01T10:00:00Z'), new Date('2019-06-01T10:00:00Z')); // a copy of an old download
      await ingest(['nse-list', 'sample-list.csv'], { DATA_DIR: dataDir.root }, files.root);
      const imported = await ingest(['screener', 'Copied export.xlsx'], { DATA_DIR: dataDir.root }, files.root);
      expect(imported.stdout).toContain('Current price ₹450 dated on or after 2024-03-31');
      const dated = await ingest(['screener', '--price-date', '2024-05-20', 'Copied export.xlsx'], { DATA_DIR: dataDir.root }, files.root);
      expect(dated.stdout).toContain('Current price ₹450 dated 2024-05-20 (--price-date)');
      const reopened = await createDatabase({ dataDir: dataDir.root, logger: silentLogger() });
      try {
        const prices = await reopened.db
          .selectFrom('prices')
          .select(['as_of', 'approximate'])
          .where('company_id', '=', 'isin:INE000S01014')
          .where('price', '=', 450)
          .orderBy('as_of')
          .execute();
        expect(prices).toEqual([
          { as_of: '2024-03-31', approximate: true },
          { as_of: '2024-05-20', approximate: false },
        ]);
      } finally {
        await reopened.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});

describe('a dry run into the embedded database writes nothing', () => {
  let dataDir: TempDir;
  beforeEach(() => {
    dataDir = createTempDir('conviction-ingest-dry-');
  });
  afterEach(() => dataDir.remove());

  // An in-memory PGlite starts in 2 to 4 s on its own, more on a loaded machine.
  it(
    'creates no database where there is none, yet reports what a real run would add',
    async () => {
      const fresh = path.join(dataDir.root, 'not-yet');
      const { code, stdout, stderr } = await ingest(['nse-list', '--dry-run', 'EQUITY_L.csv'], { DATA_DIR: fresh }, files.root);
      expect(stderr).toContain(`Importing into an empty database in memory (${fresh} has no database yet, and a dry run creates none)`);
      expect(stdout).toContain('nse-list EQUITY_L.csv (dry run: nothing was written): would add 30, update 0, leave 0 unchanged, skip 0');
      expect(code).toBe(0);
      expect(existsSync(fresh)).toBe(false);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses to migrate a database whose schema is behind',
    async () => {
      const old = await createDatabase({ dataDir: dataDir.root, logger: silentLogger() });
      const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      await migrator.migrateTo('0002_analysis_payload_json');
      await old.close();
      const { code, stderr } = await ingest(['nse-list', '--dry-run', 'EQUITY_L.csv'], { DATA_DIR: dataDir.root }, files.root);
      expect(code).toBe(1);
      const behind = Object.keys(MIGRATIONS).length - 2;
      expect(stderr).toContain(`needs ${behind} migration(s) first, and a dry run writes nothing. Run npm run db:migrate`);
      const reopened = await createDatabase({ dataDir: dataDir.root, logger: silentLogger() });
      try {
        const applied = await new Migrator({ db: reopened.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } }).getMigrations();
        expect(applied.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name)).toEqual([
          '0001_initial',
          '0002_analysis_payload_json',
        ]);
      } finally {
        await reopened.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});

const postgres = testDatabases().find((engine) => engine.name === 'postgres');
(postgres ? describe : describe.skip)('imports straight into PostgreSQL when DATABASE_URL is set', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await postgres!.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('connects directly even though a server may be running, and re-runs idempotently', async () => {
    // This test's own schema, through the URL's options (as any libpq client would).
    const url = `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
    const first = await ingest(['nse-list', 'EQUITY_L.csv'], { DATABASE_URL: url }, files.root);
    expect(first.stderr).toContain('Importing into PostgreSQL at postgres://');
    expect(first.stdout).toContain('30 added, 0 updated, 0 unchanged');
    expect(first.code).toBe(0);
    expect(await database.db.selectFrom('companies').select('id').execute()).toHaveLength(30);
    const again = await ingest(['nse-list', 'EQUITY_L.csv'], { DATABASE_URL: url }, files.root);
    expect(again.stdout).toContain('0 added, 0 updated, 30 unchanged');
  });
});

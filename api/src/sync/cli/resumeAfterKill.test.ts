import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../db/createDatabase';
import { fakeEngine } from '../../ingest/importers/testing/importHarness';
import { createTempDir, silentLogger, type TempDir } from '../../testing/fixtures';
import { startFakeExchange, type FakeExchange } from '../testing/fakeExchange';
import { fakeWorld } from '../testing/fakeWorld';
import { runSyncCommand } from './runSyncCommand';

const SYNC_SCRIPT = path.resolve(__dirname, '../../../scripts/sync.ts');
/** Starting tsx, opening a new embedded database and migrating it take seconds on a loaded machine. */
const TEST_TIMEOUT_MS = 240_000;
const ARGV = ['filings', '--index', 'nifty50'];

const world = () => fakeWorld({ companies: 5, days: [], resultsPerCompany: 4, shareholdingPerCompany: 1, revision: true });

function envFor(exchange: FakeExchange, dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    NSE_ARCHIVE_BASE: exchange.bases.nseArchive,
    NSE_API_BASE: exchange.bases.nseApi,
    SYNC_API_RATE: '0',
    SYNC_ARCHIVE_RATE: '0',
    LOG_LEVEL: 'silent',
  };
}

async function syncInProcess(env: NodeJS.ProcessEnv): Promise<number> {
  return runSyncCommand(ARGV, { env, cwd: process.cwd(), stdout: { write: () => true }, stderr: { write: () => true }, engine: fakeEngine() });
}

/** What a sync stored, by natural keys (ids and import times differ between runs). */
async function stored(dataDir: string) {
  const database = await createDatabase({ dataDir, logger: silentLogger() });
  try {
    const filings = await database.db
      .selectFrom('filings')
      .select(['company_id', 'kind', 'document', 'content_hash', 'period_end', 'basis'])
      .select((eb) => eb('superseded_by', 'is', null).as('current'))
      .orderBy('document')
      .execute();
    const statements = await database.db
      .selectFrom('filing_statements')
      .innerJoin('filings', 'filings.id', 'filing_statements.filing_id')
      .select(['filings.document', 'filing_statements.statement', 'filing_statements.period_end', 'filing_statements.figures'])
      .orderBy('filings.document')
      .orderBy('filing_statements.statement')
      .orderBy('filing_statements.period_end')
      .execute();
    const companies = await database.db.selectFrom('companies').select(['id', 'code', 'isin']).orderBy('id').execute();
    return { filings, statements, companies };
  } finally {
    await database.close();
  }
}

describe('a sync killed mid-run', () => {
  let exchange: FakeExchange;
  let killed: TempDir;
  let clean: TempDir;
  beforeAll(async () => {
    exchange = await startFakeExchange(world());
    killed = createTempDir('conviction-sync-killed-');
    clean = createTempDir('conviction-sync-clean-');
  });
  afterAll(async () => {
    await exchange?.close();
    killed?.remove();
    clean?.remove();
  });

  it(
    'resumes where it stopped, with nothing half-imported: the same data as one uninterrupted run',
    async () => {
      // The child is killed (SIGKILL: no clean-up at all) when it asks for its ninth document.
      const child = spawn(process.execPath, ['--import', 'tsx', SYNC_SCRIPT, ...ARGV], {
        env: { ...process.env, ...envFor(exchange, killed.root), DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let documents = 0;
      exchange.faults.onRequest = (requested) => {
        if (requested.includes('/corporate/xbrl/') && ++documents === 9) child.kill('SIGKILL');
      };
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exit = await new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
      expect({ exit, output: exit === 'SIGKILL' ? '' : output }).toEqual({ exit: 'SIGKILL', output: '' });
      exchange.faults.onRequest = undefined;
      // Killed part-way: some documents in, most not.
      const ledger = readFileSync(path.join(killed.root, 'downloads', 'ledger.jsonl'), 'utf8');
      const importedBeforeTheKill = ledger.split('\n').filter((line) => line.includes('"event":"imported"') && line.includes('/corporate/xbrl/')).length;
      expect(importedBeforeTheKill).toBeGreaterThan(0);
      expect(importedBeforeTheKill).toBeLessThan(9);

      expect(await syncInProcess(envFor(exchange, killed.root))).toBe(0);
      expect(await syncInProcess(envFor(exchange, clean.root))).toBe(0);
      const [resumed, uninterrupted] = [await stored(killed.root), await stored(clean.root)];
      // 5 companies × (4 results + 1 shareholding) + the revision.
      expect(uninterrupted.filings).toHaveLength(26);
      expect(resumed).toEqual(uninterrupted);
    },
    TEST_TIMEOUT_MS,
  );
});

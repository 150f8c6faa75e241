import { mkdirSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { overwriteBlock } from '../src/db/testing/dataFolderFiles';
import { copyDataFolder, reportFigure, startServer } from './harness';

/** The analyses' out-of-line payloads (globalSetup found the file): read only when a research needs them. */
function analysesPayloadFile(pgliteDir: string): string {
  return path.join(pgliteDir, process.env.FAULTS_ANALYSES_TOAST_FILE!);
}

/**
 * Findings 1 and 10: a data folder that is not a valid database was silently
 * re-initialised (users, accesses and subscriptions lost), and other damage
 * gave PGlite's own unreadable errors or a server that was "ready" and then
 * failed every research. Each case starts the real server on a damaged copy.
 */
describe.each([
  {
    damage: 'PG_VERSION deleted',
    apply: (dir: string) => unlinkSync(path.join(dir, 'PG_VERSION')),
    message: 'is not empty but holds no database (PG_VERSION is missing',
  },
  {
    damage: 'PG_VERSION overwritten',
    apply: (dir: string) => writeFileSync(path.join(dir, 'PG_VERSION'), 'oops\n'),
    message: 'PG_VERSION should hold a PostgreSQL major version',
  },
  { damage: 'the control file deleted', apply: (dir: string) => unlinkSync(path.join(dir, 'global', 'pg_control')), message: 'global/pg_control is missing' },
  {
    damage: 'the write-ahead log emptied',
    apply: (dir: string) => {
      for (const entry of readdirSync(path.join(dir, 'pg_wal'))) rmSync(path.join(dir, 'pg_wal', entry), { recursive: true });
    },
    message: 'could not be started: its files are damaged',
  },
  {
    damage: "the analyses' payload file cut short",
    apply: (dir: string) => truncateSync(analysesPayloadFile(dir), 8192),
    message: 'table analyses cannot be read',
  },
  {
    damage: "the folder replaced by someone's notes",
    apply: (dir: string) => {
      rmSync(dir, { recursive: true });
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    },
    message: 'holds no database',
  },
])('a data folder with $damage', ({ damage, apply, message }) => {
  it('is refused with a message naming the folder, and is left exactly as it was', async () => {
    const data = copyDataFolder();
    try {
      const pgliteDir = path.join(data.dataDir, 'pglite');
      apply(pgliteDir);
      // postmaster.pid is PGlite's lock file, written by any start attempt; everything else must stay as it was.
      const entries = () =>
        readdirSync(pgliteDir)
          .filter((entry) => entry !== 'postmaster.pid')
          .sort();
      const before = entries();
      const server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir }, waitForReady: false });
      const exit = await server.exit;
      expect(exit.code).toBe(1);
      const fatal = server
        .output()
        .split('\n')
        .find((line) => line.includes('"level":60'));
      expect(fatal).toContain(`Cannot start: `);
      expect(fatal).toContain(pgliteDir);
      expect(fatal).toContain(message);
      expect(fatal).toContain('Nothing was changed');
      expect(server.output()).not.toContain('Demo universe: loaded');
      expect(entries()).toEqual(before);
      reportFigure(`${damage}: ${(JSON.parse(fatal!) as { msg: string }).msg.slice(0, 160)}…`);
    } finally {
      data.remove();
    }
  });
});

/**
 * Finding F14: with an index file overwritten the server said ready, then
 * answered 500 to the researches that went through it. Start-up now checks
 * every index and rebuilds a damaged one from its table before listening.
 */
describe("a data folder with the analyses' index overwritten", () => {
  it('rebuilds it before it is ready, and then answers every research', async () => {
    const data = copyDataFolder();
    try {
      const pgliteDir = path.join(data.dataDir, 'pglite');
      // Block 1 is the index's first leaf page (block 0 is its metapage).
      overwriteBlock(path.join(pgliteDir, process.env.FAULTS_ANALYSES_INDEX_FILE!), 1);
      const server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir, FREE_COMPANY_LIMIT: '1000' } });
      const signIn = await fetch(`${server.baseUrl}/api/auth/local/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'damaged-index@example.com', full_name: 'Index Tester' }),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const names = ((await (await fetch(`${server.baseUrl}/api/stocks`)).json()) as Array<{ name: string }>).map(({ name }) => name);
      const statuses: number[] = [];
      for (let research = 0; research < 60; research += 1) {
        const res = await fetch(`${server.baseUrl}/api/company/search`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ company_name: names[research % names.length] }),
        });
        statuses.push(res.status);
      }
      server.child.kill('SIGTERM');
      await server.exit;

      const answered = statuses.filter((status) => status === 200).length;
      reportFigure(
        `the analyses' index overwritten: ready, then ${answered} of 60 researches answered 200 ` +
          `(others: ${statuses.filter((s) => s !== 200).join(' ') || 'none'})`,
      );
      expect(answered).toBe(60);
      const rebuilt = server
        .output()
        .split('\n')
        .filter((line) => line.includes('rebuilt it from the table'))
        .map((line) => (JSON.parse(line) as { index: string }).index)
        .sort();
      expect(rebuilt).toEqual(['analyses_pkey']);
    } finally {
      data.remove();
    }
  });
});

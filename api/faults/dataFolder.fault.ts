import { chmodSync, chownSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chmodTree, openToOthers } from '../src/db/testing/dataFolderFiles';
import { copyDataFolder, killGroup, reportFigure, startServer, type RunningServer } from './harness';

/** What the server keeps private: DATA_DIR itself (so nobody else enters it) and the whole database folder. */
function looseInDataFolder(dataDir: string): string[] {
  const top = lstatSync(dataDir).mode & 0o777;
  return [...((top & 0o077) !== 0 ? [`DATA_DIR ${top.toString(8)}`] : []), ...openToOthers(path.join(dataDir, 'pglite'))];
}

async function stop(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exit).toEqual({ code: 0, signal: null });
}

function fatalLine(server: RunningServer): string | undefined {
  return server
    .output()
    .split('\n')
    .find((line) => line.includes('"level":60'));
}

/** Finding F5: PGlite's files were rw-rw-rw-, so any local account could damage the database. */
describe('the permissions of the data folder', () => {
  it('are owner-only for a database the server creates, while it runs and after it stops', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'conviction-fault-modes-'));
    try {
      const dataDir = path.join(root, 'data');
      const server = await startServer({ via: 'node', env: { DATA_DIR: dataDir } });
      // While it runs PGlite may rewrite a file readable by others (pg_internal.init), but only inside folders nobody else can enter.
      expect(looseInDataFolder(dataDir).filter((entry) => !/pg_internal\.init 644$/.test(entry))).toEqual([]);
      await stop(server);
      expect(looseInDataFolder(dataDir)).toEqual([]);
      reportFigure(
        `a new data folder: ${readdirSync(path.join(dataDir, 'pglite'), { recursive: true }).length} entries in pglite/, ` +
          'none open to other accounts after a stop',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('are tightened at start for a folder an earlier version left open to everyone, with a warning', async () => {
    const data = copyDataFolder();
    try {
      // What an earlier version left under a permissive umask: the folder and every database file open to all.
      chmodSync(data.dataDir, 0o777);
      chmodTree(path.join(data.dataDir, 'pglite'), 0o777, 0o666);
      const server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir } });
      await stop(server);
      const warning = server
        .output()
        .split('\n')
        .find((line) => line.includes('Tightened the permissions'));
      expect(warning).toContain('"level":40');
      expect(looseInDataFolder(data.dataDir)).toEqual([]);
      reportFigure(`a world-writable data folder: ${(JSON.parse(warning!) as { msg: string }).msg.split(':')[0]}`);
    } finally {
      data.remove();
    }
  });

  const asRoot = process.getuid?.() === 0 ? it : it.skip;
  asRoot('refuse a folder owned by another account, naming it and leaving it as it was', async () => {
    const data = copyDataFolder();
    try {
      const pgliteDir = path.join(data.dataDir, 'pglite');
      chownSync(pgliteDir, 65534, 65534);
      const before = lstatSync(pgliteDir).mode;
      const server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir }, waitForReady: false });
      expect((await server.exit).code).toBe(1);
      expect(fatalLine(server)).toContain(`Cannot start: ${pgliteDir} belongs to another account (uid 65534) but the server runs as uid 0`);
      expect(lstatSync(pgliteDir).mode).toBe(before);
    } finally {
      data.remove();
    }
  });
});

/** A lock file as a server killed with SIGKILL leaves it: naming a process that no longer runs. */
async function staleLockOf(dataDir: string): Promise<{ file: string; deadPid: number }> {
  const server = await startServer({ via: 'node', env: { DATA_DIR: dataDir } });
  killGroup(server.child, 'SIGKILL');
  await server.exit;
  return { file: path.join(dataDir, 'pglite.lock'), deadPid: server.child.pid! };
}

/**
 * Finding F6: servers starting together over a stale lock could both open the
 * folder, and a dead holder's pid given to another process blocked start-up.
 */
describe('the data-folder lock', () => {
  it('lets exactly one of three servers started together over a stale lock have the folder', async () => {
    const rounds: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const data = copyDataFolder();
      try {
        await staleLockOf(data.dataDir);
        const outcomes = await Promise.allSettled([0, 1, 2].map(() => startServer({ via: 'node', env: { DATA_DIR: data.dataDir } })));
        const ready = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value);
        const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason));
        rounds.push(`${ready.length} ready, ${refused.length} refused`);
        expect(ready).toHaveLength(1);
        for (const reason of refused) expect(reason).toContain(`is in use by another process (pid ${ready[0]!.child.pid})`);
        await stop(ready[0]!);
      } finally {
        data.remove();
      }
    }
    reportFigure(`three servers at once over a stale lock, 3 rounds: ${rounds.join('; ')}`);
  });

  it('is taken over when the pid it names has since been given to another process', async () => {
    const data = copyDataFolder();
    try {
      const { file, deadPid } = await staleLockOf(data.dataDir);
      // This test process stands for whatever the system gave the dead server's pid to.
      writeFileSync(file, readFileSync(file, 'utf8').replace(String(deadPid), String(process.pid)));
      const server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir } });
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${server.child.pid} `));
      await stop(server);
    } finally {
      data.remove();
    }
  });
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory: two processes opening one folder
 * (a second `npm start`, `npm run db:migrate` beside a running server) would
 * both write to it and corrupt it. A pid file next to it says who owns it;
 * a file left by a process that no longer runs is taken over.
 */
const LOCK_FILE = 'pglite.lock';
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/** Takes the lock on `dataDir` or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  if (heldHere.has(file)) throw new DataDirLockedError(`${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (isRunning(owner)) {
        throw new DataDirLockedError(`${dataDir} is in use by another process (pid ${owner}); stop it first, or give this one its own DATA_DIR`);
      }
      rmSync(file, { force: true }); // left behind by a process that died: take it over
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

/**
 * The pid of the live process holding `dataDir`, or undefined when none does
 * (no lock file, or one left by a process that has died, which lockDataDir
 * takes over). Only looks: it never takes the lock.
 */
export function dataDirOwner(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return isRunning(pid) ? pid : undefined;
}

function lockFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), LOCK_FILE);
}

function isRunning(pid: number): boolean {
  // Our own pid in the file means a previous run of this process id (a restarted container), not us.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

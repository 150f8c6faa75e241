import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file createDatabase (db/dataDirLock.ts) keeps next to the PGlite files. */
const LOCK_FILE = 'pglite.lock';

/**
 * The pid of the live process holding DATA_DIR's embedded database, or
 * undefined when none does (no lock file, or one left by a process that has
 * died, which createDatabase takes over). Only looks: it never takes the lock.
 */
export function dataDirOwner(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(path.resolve(dataDir), LOCK_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return isRunning(pid) ? pid : undefined;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, owned by another account
  }
}

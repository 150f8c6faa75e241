import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory: two processes opening one folder
 * (a second `npm start`, `npm run db:migrate` beside a running server) would
 * both write to it and corrupt it. A lock file next to it says who owns it:
 * `<pid> <start time> <nonce>`. The start time (Linux: field 22 of
 * /proc/<pid>/stat) tells a live holder from an unrelated process that was
 * given the same pid later; where it cannot be read, the pid alone decides.
 *
 * The file only ever appears whole (hard-linked from a finished temporary
 * file) and is only replaced, never deleted, when taken over. A stale file is
 * replaced by whoever first creates the takeover claim named after that very
 * file; everyone else finds the claim held, so one process wins each takeover.
 * A process that dies holding a claim leaves a stale claim, taken over the
 * same way.
 */
const LOCK_FILE = 'pglite.lock';
const heldHere = new Set<string>();
/** Each round either takes the file or learns something changed; a few suffice. */
const MAX_ROUNDS = 20;

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  /** Process start time as read when it took the lock; undefined where unknown. */
  start: string | undefined;
  /** The whole file, which identifies this one lock (the nonce) and its inode. */
  text: string;
  inode: number;
}

/** Takes the lock on `dataDir` or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  if (heldHere.has(file)) throw new DataDirLockedError(`${dataDir} is already open in this process`);
  const me = `${process.pid} ${startTimeOf(process.pid) ?? '-'} ${randomUUID()}`;
  const holder = take(file, me);
  if (holder !== undefined) {
    throw new DataDirLockedError(`${dataDir} is in use by another process (pid ${holder.pid}); stop it first, or give this one its own DATA_DIR`);
  }
  heldHere.add(file);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    if (readHolder(file)?.text === me) rmSync(file, { force: true });
  };
}

/**
 * The pid of the live process holding `dataDir`, or undefined when none does
 * (no lock file, or one left by a process that has died, which lockDataDir
 * takes over). Only looks: it never takes the lock.
 */
export function dataDirOwner(dataDir: string): number | undefined {
  const holder = readHolder(lockFile(dataDir));
  return holder !== undefined && isAlive(holder) ? holder.pid : undefined;
}

/** Makes `file` say `me`, unless a live process holds it (or is taking it over): then returns that holder. */
function take(file: string, me: string): Holder | undefined {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (createExclusive(file, me)) return undefined;
    const holder = readHolder(file);
    if (holder === undefined) continue; // released between our attempt and the read
    if (isAlive(holder)) return holder;
    const claim = `${file}.takeover-${createHash('sha256').update(`${holder.inode}:${holder.text}`).digest('hex').slice(0, 16)}`;
    const claimant = take(claim, me);
    if (claimant !== undefined) return claimant;
    try {
      const now = readHolder(file);
      // Only the claim's holder replaces this stale file, so it cannot have changed under us unless taken over before.
      if (now !== undefined && now.inode === holder.inode && now.text === holder.text) {
        writeWhole(file, me, (temporary) => renameSync(temporary, file));
        return undefined;
      }
    } finally {
      rmSync(claim, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.dirname(file)}: its lock file kept changing`);
}

/** Creates `file` holding `text`, or returns false when it exists. Readers never see it empty or half written. */
function createExclusive(file: string, text: string): boolean {
  try {
    writeWhole(file, text, (temporary) => linkSync(temporary, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Writes `text` to a temporary file beside `file`, hands it to `place` (link or rename) and removes what is left. */
function writeWhole(file: string, text: string, place: (temporary: string) => void): void {
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx', mode: 0o600 });
  try {
    place(temporary);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readHolder(file: string): Holder | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const text = readFileSync(fd, 'utf8');
    // Earlier versions wrote the pid alone.
    const [pid, start] = text.trim().split(' ');
    return { pid: Number(pid), start: start === undefined || start === '-' ? undefined : start, text, inode: fstatSync(fd).ino };
  } finally {
    closeSync(fd);
  }
}

function lockFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), LOCK_FILE);
}

function isAlive({ pid, start }: Holder): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: exists, owned by someone else
  }
  const current = startTimeOf(pid);
  // The same pid started at another time is another process: the holder is gone.
  if (start !== undefined && current !== undefined) return start === current;
  // Pid only. Our own pid then means a previous run with this pid (a restarted container), not us.
  return pid !== process.pid;
}

/** Linux: when the process started, in clock ticks since boot (/proc/<pid>/stat field 22). Elsewhere undefined. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces, start at field 3.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    return start !== undefined && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDir, type TempDir } from '../testing/fixtures';
import { dataDirOwner, DataDirLockedError, lockDataDir } from './dataDirLock';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir('conviction-lock-');
});
afterEach(() => dir.remove());

const lockFile = () => path.join(dir.root, 'pglite.lock');

describe('lockDataDir', () => {
  it('writes our pid, refuses a second lock in this process, and removes the file on release', () => {
    const release = lockDataDir(dir.root);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir.root)).toThrow(DataDirLockedError);
    release();
    release(); // harmless twice
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir.root)();
  });

  it('refuses a folder another running process holds', () => {
    writeFileSync(lockFile(), String(process.ppid)); // jest's parent process: alive
    expect(() => lockDataDir(dir.root)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile(), '4194305'); // above Linux's largest pid
    const release = lockDataDir(dir.root);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('dataDirOwner', () => {
  it('names a live holder, ignores a missing or stale lock, and never takes the lock itself', () => {
    expect(dataDirOwner(dir.root)).toBeUndefined();
    writeFileSync(lockFile(), '4194305');
    expect(dataDirOwner(dir.root)).toBeUndefined();
    writeFileSync(lockFile(), String(process.ppid));
    expect(dataDirOwner(dir.root)).toBe(process.ppid);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});

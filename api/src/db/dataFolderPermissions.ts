import { chmodSync, existsSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';
import { DatabaseOpenError } from './pgliteFolder';

/**
 * PGlite sets its files' modes itself, whatever the process umask: a new
 * database is unpacked with every file rw-rw-rw- (global/pg_control and the
 * write-ahead log included) and files it rewrites later (pg_internal.init)
 * come out rw-r--r--, so any account on the machine could change rows or
 * keep the database from starting. The database opens and closes with DATA_DIR
 * itself and everything in DATA_DIR/pglite kept to the owner: folders
 * lose their group and other bits (0755 becomes 0700), files too (0666 becomes
 * 0600). Symbolic links are left alone. The other files the server keeps in
 * DATA_DIR (the lock, the local sign-in key, the import token) are written
 * owner-only when they are made.
 *
 * Returns how many entries were changed. Throws DatabaseOpenError when one of
 * them belongs to another account: PostgreSQL refuses such a folder too, and
 * writing into it would leave files the owner cannot read. Without POSIX
 * accounts (Windows) it does nothing.
 */
export function keepDataFolderPrivate(dataDir: string): number {
  const uid = process.getuid?.();
  if (uid === undefined) return 0;
  const entries: Array<[string, Stats]> = [[dataDir, lstatSync(dataDir)], ...listTree(path.join(dataDir, 'pglite'))];
  // Every owner is checked before anything is changed.
  const foreign = entries.find(([, stats]) => stats.uid !== uid);
  if (foreign !== undefined) {
    throw new DatabaseOpenError(
      `${foreign[0]} belongs to another account (uid ${foreign[1].uid}) but the server runs as uid ${uid}. ` +
        'Run the server as the account that owns DATA_DIR, or give the folder to this one (chown -R). Nothing was changed.',
    );
  }
  let changed = 0;
  for (const [entry, stats] of entries) {
    if (stats.isSymbolicLink() || (stats.mode & 0o077) === 0) continue;
    chmodSync(entry, stats.mode & 0o700);
    changed += 1;
  }
  return changed;
}

/** `root` and everything under it, without following links; nothing when it does not exist. */
function listTree(root: string): Array<[string, Stats]> {
  if (!existsSync(root)) return [];
  const entries: Array<[string, Stats]> = [];
  const visit = (entry: string): void => {
    const stats = lstatSync(entry);
    entries.push([entry, stats]);
    if (stats.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
  };
  visit(root);
  return entries;
}

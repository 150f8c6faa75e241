import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, lstatSync, openSync, readdirSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Every file and folder under `root` (itself included) that another account may read, write or enter, with its mode. */
export function openToOthers(root: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string): void => {
    const stats = lstatSync(entry);
    if ((stats.mode & 0o077) !== 0) loose.push(`${path.relative(root, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
  };
  visit(root);
  return loose;
}

/** Sets every folder under `entry` (itself included) to `directoryMode` and every file to `fileMode`. */
export function chmodTree(entry: string, directoryMode: number, fileMode: number): void {
  const stats = lstatSync(entry);
  chmodSync(entry, stats.isDirectory() ? directoryMode : fileMode);
  if (stats.isDirectory()) for (const child of readdirSync(entry)) chmodTree(path.join(entry, child), directoryMode, fileMode);
}

/** Overwrites one 8 kB block of a relation file with random bytes, as a failing disk sector would. */
export function overwriteBlock(file: string, block: number): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, randomBytes(8192), 0, 8192, block * 8192);
  } finally {
    closeSync(fd);
  }
}

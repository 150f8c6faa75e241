import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { type ImportCommand } from '../importers/importTypes';

/** One file to import: where it is, and the name messages use for it (its path below the folder given). */
export interface InputFile {
  path: string;
  name: string;
}

export interface ExpandedInputs {
  files: InputFile[];
  /** Files inside a folder that the command does not read, with why. */
  passedOver: string[];
}

/**
 * The files a command's arguments name. `filings` and `daily` take folders:
 * `filings` reads every .xml document under a folder (NSE's per-company
 * folders nest), `daily` every file directly in it (its parser passes over
 * the ones it does not read, naming them). Other commands take files only;
 * a folder given to them fails as 'a folder, not a file' when it is read.
 * Files come in name order, so a run is repeatable.
 */
export async function expandInputs(cwd: string, given: readonly string[], command: ImportCommand): Promise<ExpandedInputs> {
  const files: InputFile[] = [];
  const passedOver: string[] = [];
  for (const argument of given) {
    const full = path.resolve(cwd, argument);
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory() !== true || (command !== 'filings' && command !== 'daily')) {
      files.push({ path: argument, name: path.basename(argument) });
      continue;
    }
    for (const relative of await listFolder(full, command === 'filings')) {
      const name = path.join(path.basename(full), relative);
      if (command === 'filings' && !/\.xml$/i.test(relative)) passedOver.push(`${name}: not an .xml document`);
      else files.push({ path: path.join(full, relative), name });
    }
  }
  return { files, passedOver };
}

async function listFolder(folder: string, recursive: boolean): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => a.localeCompare(b, 'en'));
}

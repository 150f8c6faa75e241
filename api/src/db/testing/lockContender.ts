/**
 * A separate process that competes for a data folder's lock (dataDirLock.test.ts
 * runs several at once). Reads commands on stdin, one a line:
 *   take <dir>  -> prints "won" or "lost <reason>"
 *   release     -> releases a lock it won, prints "released"
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from '../dataDirLock';

let release: (() => void) | undefined;
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, dir] = line.split(' ');
  if (command === 'take' && dir !== undefined) {
    try {
      release = lockDataDir(dir);
      process.stdout.write('won\n');
    } catch (error) {
      process.stdout.write(`lost ${error instanceof Error ? error.message : String(error)}\n`);
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    process.stdout.write('released\n');
  }
});
process.stdout.write('ready\n');

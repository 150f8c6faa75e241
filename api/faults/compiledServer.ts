import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const COMPILED_SERVER = path.join(REPO_ROOT, 'api', 'dist', 'server.js');

/**
 * The node flags `npm start` runs the compiled server with, read from the exec
 * line of scripts/start.sh so the tests can never run it differently.
 */
export const NODE_FLAGS: readonly string[] = (() => {
  const startScript = fs.readFileSync(path.join(REPO_ROOT, 'scripts', 'start.sh'), 'utf8');
  const exec = /^exec node((?: --[\w=-]+)*) api\/dist\/server\.js$/m.exec(startScript);
  if (!exec?.[1]) throw new Error('scripts/start.sh has no line `exec node <flags> api/dist/server.js` to read the node flags from');
  return exec[1].trim().split(' ');
})();

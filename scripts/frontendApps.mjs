// The federated front-end apps, in build order, with the file that proves a build exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** remotes/remotes.json: the one list of remotes (name, folder, exposed component, dev port). */
export const remoteManifestFile = path.join(repoRoot, 'remotes', 'remotes.json');
export const remotes = JSON.parse(fs.readFileSync(remoteManifestFile, 'utf8')).remotes;

export const frontendApps = [
  { name: 'shell', dir: 'shell', marker: 'index.html' },
  ...remotes.map((remote) => ({ name: remote.name, dir: remote.folder, marker: 'mf-manifest.json' })),
];

/** Newest modification time among the files below `target` (a file or folder). */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why an app needs building, or null when its dist is newer than every input. */
export function staleReason(app) {
  const appDir = path.join(repoRoot, app.dir);
  const marker = path.join(appDir, 'dist', app.marker);
  if (!fs.existsSync(marker)) return 'not built yet';
  const builtAt = fs.statSync(marker).mtimeMs;
  const inputs = [
    path.join(appDir, 'src'),
    path.join(appDir, 'public'),
    path.join(appDir, 'webpack.config.js'),
    path.join(appDir, 'package.json'),
    path.join(repoRoot, 'shared-types', 'src'),
    path.join(repoRoot, 'shared-types', 'theme'),
    path.join(repoRoot, 'webpack.base.js'),
    path.join(repoRoot, 'scripts', 'buildVersion.cjs'),
    remoteManifestFile,
    path.join(repoRoot, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt) ? 'sources changed since the last build' : null;
}

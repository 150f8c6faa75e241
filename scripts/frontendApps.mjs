// The federated front-end apps, in build order, with the file that proves a build exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const frontendApps = [
  { name: 'shell', dir: 'shell', marker: 'index.html' },
  { name: 'search', dir: 'remotes/search', marker: 'mf-manifest.json' },
  { name: 'accessed_companies', dir: 'remotes/accessed-companies', marker: 'mf-manifest.json' },
  { name: 'upgrade_modal', dir: 'remotes/upgrade-modal', marker: 'mf-manifest.json' },
  { name: 'company_details', dir: 'remotes/company-details', marker: 'mf-manifest.json' },
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
    path.join(repoRoot, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt) ? 'sources changed since the last build' : null;
}

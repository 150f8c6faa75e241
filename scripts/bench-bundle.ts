// `npm run bench:bundle`: what a first visit downloads, measured in Chromium
// against the production build, next to the floor for this stack (react,
// react-dom and the shared singletons alone, minified and gzipped), as ratios.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { remotes } from '../remotes/remotes.json';
import { launchBrowser, openPage } from '../e2e/src/harness/browser';
import { startServer, stopServer } from '../e2e/src/harness/server';

const repoRoot = path.resolve(__dirname, '..');
/** Each remote is served under /remotes/<last part of its folder>/. */
const REMOTE_FOLDERS = remotes.map((r) => path.basename(r.folder));
const SHELL_TARGET = 1.3;
const REMOTE_OWN_TARGET_KB = 60;

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Minified, gzipped size of the shared singletons alone: the floor any page of this stack pays. */
async function floorBytes(): Promise<number> {
  // Inside the repo so the entry resolves packages from its node_modules.
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'conviction-floor-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(
    entry,
    [
      "import * as React from 'react';",
      "import * as ReactDOM from 'react-dom/client';",
      "import * as JsxRuntime from 'react/jsx-runtime';",
      "import * as ReactRedux from 'react-redux';",
      "import * as Toolkit from '@reduxjs/toolkit';",
      "import * as Shell from 'shared-types/shell';",
      'window.__floor = [React, ReactDOM, JsxRuntime, ReactRedux, Toolkit, Shell];',
    ].join('\n'),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.base.js is CommonJS
  const base = require(path.join(repoRoot, 'webpack.base.js'));
  const shellConfig = base.createWebpackConfig({ appDir: path.join(repoRoot, 'shell'), name: 'floor', devPort: 0, mode: 'production', federation: {} });
  const config: webpack.Configuration = {
    mode: 'production',
    context: repoRoot,
    entry,
    output: { path: path.join(dir, 'out'), filename: 'floor.js' },
    resolve: shellConfig.resolve,
    module: shellConfig.module,
    optimization: { minimizer: shellConfig.optimization.minimizer },
    devtool: false,
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
  );
  const out = path.join(dir, 'out');
  const total = fs
    .readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(fs.readFileSync(path.join(out, f))), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return total;
}

async function firstVisitDownloads(): Promise<Map<string, { files: number; gzip: number; charts: boolean }>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  const browser = await launchBrowser();
  const byApp = new Map<string, { files: number; gzip: number; charts: boolean }>();
  try {
    const { page, context } = await openPage(browser);
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const folder = REMOTE_FOLDERS.find((f) => url.pathname.startsWith(`/remotes/${f}/`));
      const app = folder ?? 'shell';
      pending.push(
        response.body().then((body) => {
          const entry = byApp.get(app) ?? { files: 0, gzip: 0, charts: false };
          entry.files += 1;
          entry.gzip += gz(body);
          entry.charts ||= /charts/.test(url.pathname);
          byApp.set(app, entry);
        }),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const { name } of remotes) {
      await page.locator(`[data-remote="${name}"][data-remote-status="ready"]`).waitFor({ state: 'attached' });
    }
    await Promise.all(pending);
    await context.close();
  } finally {
    await browser.close();
    await stopServer(server);
  }
  return byApp;
}

async function main() {
  const floor = await floorBytes();
  const visit = await firstVisitDownloads();
  const shell = visit.get('shell') ?? { files: 0, gzip: 0, charts: false };
  const rows = [
    ['floor: react + react-dom + shared singletons', kb(floor), '1.00x', ''],
    [
      `shell initial JS (${shell.files} files)`,
      kb(shell.gzip),
      `${(shell.gzip / floor).toFixed(2)}x`,
      shell.gzip / floor <= SHELL_TARGET ? `ok (target <= ${SHELL_TARGET}x)` : `OVER target ${SHELL_TARGET}x`,
    ],
  ];
  for (const folder of REMOTE_FOLDERS) {
    const remote = visit.get(folder) ?? { files: 0, gzip: 0, charts: false };
    rows.push([
      `remote ${folder} own JS (${remote.files} files${remote.charts ? ', includes charts' : ''})`,
      kb(remote.gzip),
      `${(remote.gzip / floor).toFixed(2)}x`,
      remote.gzip / 1024 < REMOTE_OWN_TARGET_KB ? `ok (target < ${REMOTE_OWN_TARGET_KB} KB)` : `OVER ${REMOTE_OWN_TARGET_KB} KB`,
    ]);
  }
  const width = Math.max(...rows.map((r) => r[0]!.length));
  console.info('Gzipped (level 9) JavaScript downloaded by a first visit to the landing page, measured in Chromium:');
  for (const [label, size, ratio, verdict] of rows) console.info(`${label!.padEnd(width)}  ${size!.padStart(9)}  ${ratio!.padStart(6)}  ${verdict}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

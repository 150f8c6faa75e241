#!/usr/bin/env node
// Production build of the shell, the remotes (remotes/remotes.json) and the API.
//   node scripts/build.mjs             build every app and compile the API
//   node scripts/build.mjs --missing   build only what is missing or out of date
//   node scripts/build.mjs search api  build the named apps ('api' is the server)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiStaleReason, buildApi } from './build-api.mjs';
import { frontendApps, repoRoot, staleReason } from './frontendApps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

export async function buildApps(apps) {
  if (apps.length === 0) return;
  const configs = apps.map((app) => require(path.join(repoRoot, app.dir, 'webpack.config.js'))({}, { mode: 'production' }));
  // webpack prints nothing until it is done, which takes minutes on a small machine the first time.
  console.info(`Building ${apps.map((a) => a.name).join(', ')} (production webpack build)...`);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: process.stdout.isTTY }));
        return reject(new Error('The front-end build failed (errors above).'));
      }
      resolve();
    });
  });
  // webpack leaves a file alone when its content is unchanged (compareBeforeEmit), so a source change
  // that alters nothing in an app's output would leave its marker old and the app stale for ever.
  const now = new Date();
  for (const app of apps) fs.utimesSync(path.join(repoRoot, app.dir, 'dist', app.marker), now, now);
  console.info(`Built ${apps.map((a) => a.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function appsToBuild(args) {
  if (args.includes('--missing')) {
    return frontendApps.filter((app) => {
      const reason = staleReason(app);
      if (reason) console.info(`${app.name}: ${reason}`);
      return reason !== null;
    });
  }
  const named = args.filter((a) => !a.startsWith('--') && a !== 'api');
  if (named.length === 0) return args.includes('api') ? [] : frontendApps;
  const unknown = named.filter((n) => !frontendApps.some((a) => a.name === n));
  if (unknown.length > 0) throw new Error(`Unknown app(s): ${unknown.join(', ')}. Known: ${[...frontendApps.map((a) => a.name), 'api'].join(', ')}`);
  return frontendApps.filter((a) => named.includes(a.name));
}

/** Whether the API needs compiling for these arguments. */
export function apiToBuild(args) {
  if (args.includes('--missing')) {
    const reason = apiStaleReason();
    if (reason) console.info(`api: ${reason}`);
    return reason !== null;
  }
  const named = args.filter((a) => !a.startsWith('--'));
  return named.length === 0 || named.includes('api');
}

/** Everything the arguments ask for: the front-end apps (one webpack run), then the API. */
export async function buildAll(args) {
  const apps = appsToBuild(args);
  const api = apiToBuild(args);
  await buildApps(apps);
  if (api) await buildApi();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

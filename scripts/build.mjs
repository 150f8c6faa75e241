#!/usr/bin/env node
// Production build of the shell and the four remotes.
//   node scripts/build.mjs             build every app
//   node scripts/build.mjs --missing   build only apps that are missing or out of date
//   node scripts/build.mjs search      build the named apps
import { createRequire } from 'node:module';
import path from 'node:path';
import { frontendApps, repoRoot, staleReason } from './frontendApps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

export async function buildApps(apps) {
  if (apps.length === 0) return;
  const configs = apps.map((app) => require(path.join(repoRoot, app.dir, 'webpack.config.js'))({}, { mode: 'production' }));
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
  const named = args.filter((a) => !a.startsWith('--'));
  if (named.length === 0) return frontendApps;
  const unknown = named.filter((n) => !frontendApps.some((a) => a.name === n));
  if (unknown.length > 0) throw new Error(`Unknown app(s): ${unknown.join(', ')}. Known: ${frontendApps.map((a) => a.name).join(', ')}`);
  return frontendApps.filter((a) => named.includes(a.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps(appsToBuild(process.argv.slice(2))).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

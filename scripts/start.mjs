#!/usr/bin/env node
// `npm start`: build whatever front-end app is missing or stale, then serve the
// API, the shell and the remotes on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appsToBuild, buildApps } from './build.mjs';
import { repoRoot } from './frontendApps.mjs';

await buildApps(appsToBuild(['--missing'])).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const api = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server.ts'], {
  cwd: path.join(repoRoot, 'api'),
  stdio: 'inherit',
  // The embedded default is a local installation: its built-in sign-in issuer is
  // explicitly allowed here (the API refuses it in production otherwise).
  env: { NODE_ENV: 'production', ...(process.env.SUPABASE_URL ? {} : { ALLOW_LOCAL_ISSUER: 'true' }), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
// `npm run dev`: the API (watch mode) on :3000, the shell's dev server on :3100 and
// each remote's on its devPort from remotes/remotes.json, all rebuilding on change.
// Open http://localhost:3100.
// The API's remote list points the shell at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { frontendApps, remotes, repoRoot } from './frontendApps.mjs';

const registry = {
  environment: 'development',
  remotes: remotes.map(({ name, devPort }) => ({ name, entry: `http://localhost:${devPort}/mf-manifest.json` })),
};

const commands = [{ name: 'api', command: 'npm run dev -w api' }, ...frontendApps.map((app) => ({ name: app.name, command: `npm run dev -w ${app.dir}` }))];

const child = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules', 'concurrently', 'dist', 'bin', 'concurrently.js'),
    '--kill-others-on-fail',
    '--names',
    commands.map((c) => c.name).join(','),
    ...commands.map((c) => c.command),
  ],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, MF_REMOTES: JSON.stringify(registry), MF_ENVIRONMENT: 'development' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
// Type-checks every workspace with its own tsconfig (DOM types for the front end,
// Node types for the API), so a contract change in shared-types breaks both sides.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { remotes, repoRoot } from './frontendApps.mjs';

export const typedProjects = ['shared-types', 'shell', ...remotes.map((remote) => remote.folder), 'api', 'e2e', 'scripts'];

const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
for (const project of typedProjects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
if (failed > 0) process.exit(1);
console.info(`typecheck: ${typedProjects.length} projects clean`);

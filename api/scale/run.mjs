#!/usr/bin/env node
// `npm run test:scale`: compiles the API, then runs api/scale/jest.config.js in
// band. Arguments are passed to jest (scripts/test-all.mjs adds --json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.info(
    `test:scale SKIPPED: it needs both TEST_DATABASE_URL and TEST_REDIS_URL (missing: ${missing.join(', ')}), e.g.\n` +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 npm run test:scale',
  );
  process.exit(0);
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', 'api'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const jest = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(process.execPath, [jest, '-c', 'api/scale/jest.config.js', '--runInBand', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

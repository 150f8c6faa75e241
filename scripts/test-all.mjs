#!/usr/bin/env node
// `npm test`: typecheck, the shell-contract surface check, lint, format check,
// unit tests (every workspace), browser tests of the composed production build,
// the fault suite (real servers, broken on purpose) and, when TEST_DATABASE_URL
// and TEST_REDIS_URL are both set, the scale suite (two instances on one
// PostgreSQL and one Redis). Ends with one summary line for CI.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './frontendApps.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conviction-tests-'));
const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');

function run(label, args) {
  console.info(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  console.info(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function jestCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 }; // no report: the run itself crashed
  }
}

/**
 * Runs independent checks at the same time (each is one busy process, and CI
 * has two cores), holding each one's output until it ends so the log reads
 * step by step. Resolves to [name, ok] pairs in the order given.
 */
function runTogether(checks) {
  return Promise.all(
    checks.map(
      ([name, label, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: '0' } });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            const ok = code === 0;
            process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(chunks).toString()}`);
            console.info(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve([name, ok]);
          });
        }),
    ),
  );
}

const steps = [];
const staticStarted = Date.now();
steps.push(
  ...(await runTogether([
    ['typecheck', 'typecheck', ['scripts/typecheck.mjs']],
    ['shell contract', 'shell contract report', ['scripts/contract-report.mjs']],
    ['lint', 'lint', [path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.']],
    ['format', 'format (prettier --check)', [path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.']],
  ])),
);
console.info(`=== static checks together: ${((Date.now() - staticStarted) / 1000).toFixed(1)} s`);
// Alone: it writes throw-away files into the source folders, which a concurrent lint,
// format or typecheck would pick up half-written or find gone.
steps.push(['script checks', run('script checks (each architecture lint rule fires; build version; build output)', ['--test', 'scripts/*.test.mjs'])]);

// Two workers: most suites wait on a database or a server, so a second worker
// uses the second core without the suites slowing each other much.
const unitReport = path.join(resultsDir, 'unit.json');
steps.push(['unit tests', run('unit tests', [jestBin, '--maxWorkers=2', '--json', `--outputFile=${unitReport}`])]);
steps.push(['build', run('production build', ['scripts/build.mjs'])]);
const e2eReport = path.join(resultsDir, 'e2e.json');
steps.push(['browser tests', run('browser tests', [jestBin, '-c', 'e2e/jest.config.js', '--runInBand', '--json', `--outputFile=${e2eReport}`])]);

const faultsReport = path.join(resultsDir, 'faults.json');
steps.push(['fault tests', run('fault tests', [jestBin, '-c', 'api/faults/jest.config.js', '--runInBand', '--json', `--outputFile=${faultsReport}`])]);

const scaleReport = path.join(resultsDir, 'scale.json');
const withScale = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (withScale) steps.push(['scale tests', run('scale tests', ['api/scale/run.mjs', '--json', `--outputFile=${scaleReport}`])]);
else console.info('\n=== scale tests: skipped (they need both TEST_DATABASE_URL and TEST_REDIS_URL) ===');

const unit = jestCounts(unitReport);
const e2e = jestCounts(e2eReport);
const faults = jestCounts(faultsReport);
const scale = withScale ? jestCounts(scaleReport) : { passed: 0, failed: 0 };
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.info(`\nunit: ${unit.passed} passed, ${unit.failed} failed`);
console.info(`browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.info(`faults: ${faults.passed} passed, ${faults.failed} failed`);
console.info(withScale ? `scale: ${scale.passed} passed, ${scale.failed} failed` : 'scale: skipped');
if (failedSteps.length > 0) console.error(`failed steps: ${failedSteps.join(', ')}`);
const passed = unit.passed + e2e.passed + faults.passed + scale.passed;
const failed = unit.failed + e2e.failed + faults.failed + scale.failed + failedSteps.filter((s) => !s.includes('tests')).length;
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);

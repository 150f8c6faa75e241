#!/usr/bin/env node
// `npm test`: typecheck, the shell-contract surface check, lint, format check,
// unit tests (every workspace), browser tests of the composed production build,
// the fault suite (real servers, broken on purpose) and, when TEST_DATABASE_URL
// and TEST_REDIS_URL are both set, the scale suite (two instances on one
// PostgreSQL and one Redis). Ends with one summary line for CI.
import { spawnSync } from 'node:child_process';
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

const steps = [];
steps.push(['typecheck', run('typecheck', ['scripts/typecheck.mjs'])]);
steps.push(['shell contract', run('shell contract report', ['scripts/contract-report.mjs'])]);
steps.push(['lint', run('lint', [path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.'])]);
steps.push(['lint rules', run('lint rules (each architecture rule fires)', ['--test', 'scripts/lintRules.test.mjs'])]);
steps.push([
  'format',
  run('format (prettier --check)', [path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.']),
]);

const unitReport = path.join(resultsDir, 'unit.json');
steps.push(['unit tests', run('unit tests', [jestBin, '--json', `--outputFile=${unitReport}`])]);
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

// What a remote's manifest names as its build. Run: node --test scripts/buildVersion.test.mjs (part of `npm test`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const { readBuildVersion } = createRequire(import.meta.url)('./buildVersion.cjs');

const folders = [];
function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'build-version-'));
  folders.push(folder);
  return folder;
}
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A repository with one commit of one file. */
function repositoryWithOneCommit() {
  const folder = tempFolder();
  git(folder, 'init', '--quiet');
  fs.writeFileSync(path.join(folder, 'page.ts'), 'export const a = 1;\n');
  git(folder, 'add', 'page.ts');
  git(folder, '-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '--quiet', '-m', 'first');
  return folder;
}

describe('the build version a remote records', () => {
  it('is BUILD_VERSION when CI sets it', () => {
    const cwd = repositoryWithOneCommit();
    assert.equal(readBuildVersion({ env: { BUILD_VERSION: '2026.11.27-412' }, cwd }), '2026.11.27-412');
  });

  it('is the commit the sources come from otherwise', () => {
    const cwd = repositoryWithOneCommit();
    const commit = git(cwd, 'rev-parse', 'HEAD');
    const version = readBuildVersion({ env: {}, cwd });
    assert.match(version, /^[0-9a-f]{7,}$/);
    assert.ok(commit.startsWith(version), `${version} is not a prefix of ${commit}`);
  });

  it('says -dirty when tracked files differ from the commit, so a local build is not taken for it', () => {
    const cwd = repositoryWithOneCommit();
    const clean = readBuildVersion({ env: {}, cwd });
    fs.writeFileSync(path.join(cwd, 'page.ts'), 'export const a = 2;\n');
    assert.equal(readBuildVersion({ env: {}, cwd }), `${clean}-dirty`);
  });

  it("is 'unknown' outside a git checkout", () => {
    assert.equal(readBuildVersion({ env: {}, cwd: tempFolder() }), 'unknown');
  });

  it('refuses a BUILD_VERSION that could not be shown safely, naming it', () => {
    assert.throws(() => readBuildVersion({ env: { BUILD_VERSION: '1.0 <script>' }, cwd: tempFolder() }), /BUILD_VERSION must be .*"1\.0 <script>"/);
  });
});

// What a normal build prints: the apps' webpack configs, loaded as scripts/build.mjs
// loads them. Run: node --test scripts/webpackConfigs.test.mjs (part of `npm test`).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { frontendApps, repoRoot } from './frontendApps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/** A console that keeps what webpack's infrastructure logger writes (where plugins' warnings go). */
function recordingConsole() {
  const lines = [];
  const keep =
    (type) =>
    (...args) =>
      lines.push({ type, text: args.join(' ') });
  const ignore = () => undefined;
  const console = { error: keep('error'), warn: keep('warn'), info: keep('info'), log: keep('log'), debug: ignore, trace: ignore };
  for (const method of ['group', 'groupCollapsed', 'groupEnd', 'status', 'clear', 'profile', 'profileEnd']) console[method] = ignore;
  return { console, lines };
}

/** Creates the app's production compiler (plugins applied, nothing compiled) and returns it with what it logged. */
function productionCompiler(app) {
  const config = require(path.join(repoRoot, app.dir, 'webpack.config.js'))({}, { mode: 'production' });
  const { console, lines } = recordingConsole();
  config.infrastructureLogging = { level: 'info', console };
  return { compiler: webpack(config), lines };
}

describe('a production build of each app', () => {
  for (const app of frontendApps) {
    it(`${app.name}: prints no Module Federation warnings`, () => {
      const { lines } = productionCompiler(app);
      assert.deepEqual(
        lines.filter((line) => line.type === 'warn' || line.type === 'error'),
        [],
      );
    });
  }

  it("still prints the federation plugin's other warnings", () => {
    const remote = frontendApps.find((app) => app.name !== 'shell');
    const { compiler, lines } = productionCompiler(remote);
    compiler.getInfrastructureLogger('Module Federation Manifest Plugin').warn('[ Module Federation Manifest Plugin ]', 'Manifest will not generate');
    assert.equal(lines.filter((line) => line.type === 'warn').length, 1);
    assert.match(lines[0].text, /Manifest will not generate/);
  });
});

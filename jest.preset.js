// Shared jest settings: every workspace's jest.config.js calls jestProject().
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// nivo, d3, some of MSW's dependencies and formatjs (the message catalogue's runtime) ship ES modules only; they must be transformed too.
const TRANSFORMED_PACKAGES = [
  'd3-[^/]+',
  'internmap',
  '@nivo',
  'delaunator',
  'robust-predicates',
  'jose',
  'rettime',
  'until-async',
  '@open-draft',
  'intl-messageformat',
  '@formatjs',
];

/**
 * @param {string} rootDir the workspace folder
 * @param {{ environment?: 'node' | 'jsdom', displayName?: string, transformPackages?: string[] }} [options]
 *   transformPackages: more node_modules packages to run through swc
 */
function jestProject(rootDir, { environment = 'jsdom', displayName, transformPackages = [] } = {}) {
  return {
    displayName: displayName ?? path.relative(__dirname, rootDir),
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.env-dom.js') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
    transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
    transformIgnorePatterns: [`/node_modules/(?!(${[...TRANSFORMED_PACKAGES, ...transformPackages].join('|')})/)`],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
    // MSW settles aborted requests through queueMicrotask; faked, an abort under
    // fake timers turns into a 500 answer instead of the rejection fetch gives.
    fakeTimers: { doNotFake: ['queueMicrotask'] },
    // jest's 5 s default failed a Testing Library test (MSW answers, a lazy chart) on a loaded
    // 2-core machine; no unit test should be near this, so it only guards against a hang.
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { jestProject };

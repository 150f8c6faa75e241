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

/**
 * @param {string} rootDir the workspace folder
 * @param {{ environment?: 'node' | 'jsdom', displayName?: string }} [options]
 */
function jestProject(rootDir, { environment = 'jsdom', displayName } = {}) {
  return {
    displayName: displayName ?? path.relative(__dirname, rootDir),
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.env-dom.js') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
    transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
    // nivo and d3 ship ES modules only; they must be transformed too.
    transformIgnorePatterns: ['/node_modules/(?!(d3-[^/]+|internmap|@nivo|delaunator|robust-predicates|jose)/)'],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { jestProject };

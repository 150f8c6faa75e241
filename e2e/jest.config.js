// Browser tests of the composed production build: jest runs them in band, a
// global setup starts the real server (API + built shell + remotes) on a free port.
const path = require('node:path');
const { jestProject } = require('../jest.preset.js');

const base = jestProject(__dirname, { environment: 'node', displayName: 'e2e' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: path.join(__dirname, 'src', 'harness', 'globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'src', 'harness', 'globalTeardown.ts'),
  // Generous: tests that start their own server wait for it in beforeAll, under this limit.
  testTimeout: 240_000,
  slowTestThreshold: 20,
};

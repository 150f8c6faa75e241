// `npm run test:faults`: starts real, compiled servers and breaks things around
// them (data folders, the database, signals, slow clients). Needs `npm run build`.
const path = require('node:path');
const api = require('../jest.config.js');

module.exports = {
  ...api,
  displayName: 'faults',
  testMatch: ['<rootDir>/faults/**/*.fault.ts'],
  globalSetup: path.join(__dirname, 'globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'globalTeardown.ts'),
  testTimeout: 120_000,
};

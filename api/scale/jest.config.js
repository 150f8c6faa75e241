// `npm run test:scale` (api/scale/run.mjs): two compiled API instances on one
// PostgreSQL schema and one Redis prefix, checked for the rules that must hold
// across instances (issue 17). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
const api = require('../jest.config.js');

module.exports = {
  ...api,
  displayName: 'scale',
  testMatch: ['<rootDir>/scale/**/*.scale.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60_000,
};

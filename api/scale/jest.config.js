// `npm run test:scale` (api/scale/run.mjs): two compiled API instances on one
// PostgreSQL schema and one Redis prefix, checked for the rules that must hold
// across instances (issue 17). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
const api = require('../jest.config.js');

// crossInstance.scale.ts asserts behaviour that lands with the PostgreSQL
// coordination and Redis shared-state work of issue 17; until both are merged
// it is left out here (run.mjs prints that it is) unless SCALE_AWAITING=1.
// After the merge, delete this ignore pattern.
const awaiting = process.env.SCALE_AWAITING === '1' ? [] : ['/crossInstance\\.scale\\.ts$'];

module.exports = {
  ...api,
  displayName: 'scale',
  testMatch: ['<rootDir>/scale/**/*.scale.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...awaiting],
  testTimeout: 60_000,
};

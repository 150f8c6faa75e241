// `npm run test:unit` runs every workspace's unit tests in one jest run; the
// remotes' folders come from remotes/remotes.json.
const { remotes } = require('./remotes/remotes.json');

module.exports = {
  // A global option: jest ignores it in a project's config (jest.preset.js sets it for a project run
  // alone). jest's 5 s default failed suites that start servers on a loaded 2-core machine.
  testTimeout: 30_000,
  projects: ['<rootDir>/shared-types', '<rootDir>/shell', ...remotes.map((remote) => `<rootDir>/${remote.folder}`), '<rootDir>/api'],
};

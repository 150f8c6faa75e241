// `npm run test:unit` runs every workspace's unit tests in one jest run; the
// remotes' folders come from remotes/remotes.json.
const { remotes } = require('./remotes/remotes.json');

module.exports = {
  projects: ['<rootDir>/shared-types', '<rootDir>/shell', ...remotes.map((remote) => `<rootDir>/${remote.folder}`), '<rootDir>/api'],
};

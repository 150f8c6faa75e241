// `npm run test:unit` runs every workspace's unit tests in one jest run.
module.exports = {
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/shell',
    '<rootDir>/remotes/search',
    '<rootDir>/remotes/accessed-companies',
    '<rootDir>/remotes/upgrade-modal',
    '<rootDir>/remotes/company-details',
    '<rootDir>/api',
  ],
};

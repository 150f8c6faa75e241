const base = require('../jest.preset.js').jestProject(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's
  // module sandbox rejects without --experimental-vm-modules; swc rewrites those to require().
  transformIgnorePatterns: [...base.transformIgnorePatterns.map((pattern) => pattern.replace('|jose)', '|jose|@electric-sql/pglite)'))],
};

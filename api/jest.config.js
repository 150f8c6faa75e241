// PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's
// module sandbox rejects without --experimental-vm-modules; swc rewrites those to require().
module.exports = require('../jest.preset.js').jestProject(__dirname, { environment: 'node', transformPackages: ['@electric-sql/pglite'] });

const { createRemoteConfig } = require('../../webpack.base.js');

module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    name: 'accessed_companies',
    devPort: 3102,
    mode: argv.mode,
    exposes: { './AccessedCompaniesPanel': './src/AccessedCompaniesPanel.tsx' },
  });

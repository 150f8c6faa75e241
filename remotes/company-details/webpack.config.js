const { createRemoteConfig } = require('../../webpack.base.js');

module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    name: 'company_details',
    devPort: 3104,
    mode: argv.mode,
    exposes: { './CompanyDetailsPage': './src/CompanyDetailsPage.tsx' },
  });

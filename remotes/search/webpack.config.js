const { createRemoteConfig } = require('../../webpack.base.js');

module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    name: 'search',
    devPort: 3101,
    mode: argv.mode,
    exposes: { './SearchPage': './src/SearchPage.tsx' },
  });

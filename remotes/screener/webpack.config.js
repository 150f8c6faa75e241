const { createRemoteConfig } = require('../../webpack.base.js');

module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    mode: argv.mode,
  });

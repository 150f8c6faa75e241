const { createRemoteConfig } = require('../../webpack.base.js');

module.exports = (_env, argv) =>
  createRemoteConfig({
    appDir: __dirname,
    name: 'upgrade_modal',
    devPort: 3103,
    mode: argv.mode,
    exposes: { './UpgradeModal': './src/UpgradeModal.tsx' },
  });

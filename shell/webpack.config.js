const path = require('node:path');
const CopyPublicFilesPlugin = require('./webpack/CopyPublicFilesPlugin');
const PrerenderLandingPlugin = require('./webpack/PrerenderLandingPlugin');
const { createWebpackConfig, federationRuntimeVersion } = require('../webpack.base.js');

// The shell declares no static remotes: it reads the remote list from
// GET /api/mf/remotes at run time and registers it with the federation runtime.
module.exports = (_env, argv) => {
  const config = createWebpackConfig({
    appDir: __dirname,
    name: 'shell',
    devPort: 3100,
    mode: argv.mode,
    title: 'Conviction: stock research you can explain',
    extractCss: true,
    // The page is also served at /company/<key> (docs/company-page.md): its scripts, styles and
    // favicon must be asked for from the root, not beside the path ('auto' then follows main.js).
    htmlPublicPath: '/',
    federation: {
      remotes: {},
      // The shell exposes nothing: no remote or host reads a manifest of it.
      manifest: false,
      shareStrategy: 'loaded-first',
      // target 'web' drops the runtime's Node-only loading code from the browser bundle.
      experiments: { asyncStartup: true, optimization: { target: 'web' } },
      runtimePlugins: [
        // The remotes run on this runtime (they are built with externalRuntime; docs/remote-versioning.md).
        [path.join(__dirname, 'src/remotes/runtime-plugins/provideFederationRuntime.ts'), { version: federationRuntimeVersion }],
        path.join(__dirname, 'src/remotes/runtime-plugins/retryNetworkErrors.ts'),
        // Before the contract check: it remembers each manifest's build version, which the check may refuse.
        path.join(__dirname, 'src/remotes/runtime-plugins/logLoadErrors.ts'),
        [path.join(__dirname, 'src/remotes/runtime-plugins/checkManifestContract.ts'), { federationRuntimeVersion }],
        path.join(__dirname, 'src/remotes/runtime-plugins/crossOriginScripts.ts'),
      ],
    },
    devServer: {
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      // A company's address is the same page, as the API serves it in production.
      historyApiFallback: { rewrites: [{ from: /^\/company\//, to: '/index.html' }] },
    },
  });
  config.plugins.push(new CopyPublicFilesPlugin(path.join(__dirname, 'public'), ['theme-init.js', 'favicon.svg']));
  // Production index.html carries the landing page itself (docs/performance.md); the dev server renders on the client.
  if (argv.mode === 'production') config.plugins.push(new PrerenderLandingPlugin({ shellDir: __dirname, inlineScripts: ['theme-init.js'] }));
  return config;
};

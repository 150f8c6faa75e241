// One factory for every app's webpack config: the shell and each remote add only
// their federation block. Keeping loaders and the shared-singleton list here means
// every app negotiates the same singletons with the same version ranges.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/**
 * Packages that must exist exactly once on the page. The trailing-slash keys are
 * prefix matches: they share react/jsx-runtime and react-dom/client, which
 * React 19 code imports. RTK Query is not shared on its own: remotes reach it
 * through the contract's `convictionApi`, so the page carries one copy of it.
 * `shared-types/shell` carries runtime state (the root reducer, the API slice and
 * shell-owned actions), so it must be a singleton too. `shared-types/api` (the zod
 * schemas, and with them zod) is shared so the page downloads it once, from the
 * shell, instead of once per remote under another URL.
 */
function sharedSingletons(appPackage) {
  const deps = { ...appPackage.dependencies };
  const range = (name) => {
    const version = deps[name];
    if (!version) throw new Error(`${appPackage.name} must depend on ${name} to share it`);
    return version === '0.1.0' ? version : `^${version}`;
  };
  const singleton = (name) => ({ singleton: true, requiredVersion: range(name) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'shared-types/shell': { singleton: true, requiredVersion: range('shared-types') },
    'shared-types/api': { singleton: true, requiredVersion: range('shared-types') },
  };
}

/** The app's own public/index.html, or (for a remote's standalone page) a bare one. */
function htmlSource(appDir) {
  const template = path.join(appDir, 'public', 'index.html');
  if (fs.existsSync(template)) return { template };
  return {
    templateContent: ({ htmlWebpackPlugin }) =>
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8" />` +
      `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
      `<title>${htmlWebpackPlugin.options.title}</title></head><body><div id="root"></div></body></html>`,
  };
}

function scriptRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        },
      },
    },
  };
}

/**
 * Production source maps are build artefacts for error reporting, not public files:
 * `hidden-source-map` adds no sourceMappingURL comment, and output.sourceMapFilename
 * writes them to <app>/sourcemaps/, a sibling of the served dist/ (docs/front-ends.md, 'Builds and source maps').
 * output.clean only empties dist/, so this empties sourcemaps/ first: the folder holds
 * exactly the maps of the build beside it.
 */
class CleanSourceMapsFolder {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    compiler.hooks.emit.tapPromise('CleanSourceMapsFolder', () => fs.promises.rm(this.folder, { recursive: true, force: true }));
  }
}

/** CSS Modules naming; the shell's pre-render build (shell/webpack/) must name classes exactly as the browser build does. */
function cssModuleOptions(isDev) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: isDev ? '[name]__[local]--[hash:base64:5]' : '[local]--[hash:base64:5]',
  };
}

function styleRules({ isDev, extractCss }) {
  const inject = extractCss ? MiniCssExtractPlugin.loader : 'style-loader';
  const cssModules = cssModuleOptions(isDev);
  return [
    {
      test: /\.module\.css$/,
      use: [inject, { loader: 'css-loader', options: { modules: cssModules } }],
    },
    {
      // Global CSS (resets, theme tokens) is the shell's alone; remotes ship none.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [inject, 'css-loader'],
    },
  ];
}

/**
 * The federation manifest plugin warns, for every remote and at every build, that
 * "Manifest will use absolute path resolution via its host at runtime" because
 * output.publicPath is 'auto'. That is this design, not a fault: a remote's
 * chunks resolve relative to where its manifest was loaded from, so one build
 * can be published to any folder or CDN (docs/remote-versioning.md). A fixed
 * publicPath would tie each build to one address. So this drops exactly that
 * notice, by its text; every other warning of the plugin and of webpack prints.
 */
const AUTO_PUBLIC_PATH_NOTICE = "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";
class AutoPublicPathIsIntended {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('AutoPublicPathIsIntended', (origin, type, args) => {
      const isNotice = origin === 'Module Federation Manifest Plugin' && type === 'warn' && args.some((arg) => arg === AUTO_PUBLIC_PATH_NOTICE);
      return isNotice ? true : undefined;
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir        folder of the app (its package.json lives there)
 * @param {string} options.name          federation container name (a JS identifier)
 * @param {number} options.devPort       port for `webpack serve`
 * @param {'development'|'production'} options.mode
 * @param {object} options.federation    app-specific ModuleFederationPlugin options
 * @param {boolean} [options.extractCss] emit CSS files (the shell) instead of injecting styles
 * @param {object} [options.devServer]   extra dev-server options
 * @param {string} [options.htmlPublicPath] where index.html's own scripts and styles are asked for; by default beside the page
 * @param {string} [options.title]       page title of the app's own HTML page
 */
function createWebpackConfig({ appDir, name, devPort, mode, federation, extractCss = false, devServer = {}, title, htmlPublicPath }) {
  const isDev = mode !== 'production';
  const appPackage = require(path.join(appDir, 'package.json'));
  const useExtract = extractCss && !isDev;
  return {
    mode: isDev ? 'development' : 'production',
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Relative to output.path: webpack joins it onto dist/ when it writes the file.
      ...(isDev ? {} : { sourceMapFilename: '../sourcemaps/[file].map' }),
      publicPath: 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [scriptRule(isDev), ...styleRules({ isDev, extractCss: useExtract })] },
    plugins: [
      // Before the federation plugin, which logs the notice while it is applied.
      new AutoPublicPathIsIntended(),
      new ModuleFederationPlugin({
        name,
        shared: sharedSingletons(appPackage),
        dts: false,
        ...federation,
      }),
      new HtmlWebpackPlugin({
        ...htmlSource(appDir),
        title: title ?? name,
        scriptLoading: 'defer',
        chunks: ['main'],
        ...(htmlPublicPath === undefined ? {} : { publicPath: htmlPublicPath }),
      }),
      ...(isDev ? [] : [new CleanSourceMapsFolder(path.join(appDir, 'sourcemaps'))]),
      ...(useExtract ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[id].[contenthash:10].css' })] : []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } })],
      splitChunks: {
        cacheGroups: {
          // Chart code (nivo, d3, react-spring and what nivo pulls in: lodash, use-debounce) goes in one async chunk, loaded only when a chart is shown.
          charts: {
            test: /[\\/]node_modules[\\/](@nivo|d3-[^\\/]+|@react-spring|internmap|react-virtualized-auto-sizer|lodash|use-debounce)[\\/]/,
            name: 'charts',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    watchOptions: { ignored: ['**/node_modules/**', '**/dist/**', '**/@mf-types/**'] },
    devServer: {
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...devServer,
    },
    stats: 'errors-warnings',
  };
}

const { remotes } = require('./remotes/remotes.json');
const { version: shellContractVersion } = require('./shared-types/src/shell/contractVersion.json');
const { readBuildVersion } = require('./scripts/buildVersion.cjs');

/**
 * The installed federation runtime's version. Remotes run on the runtime the shell
 * provides (experiments.externalRuntime), so each remote records the version it was
 * built against and the shell checks it (docs/remote-versioning.md).
 */
function readFederationRuntimeVersion() {
  // The package's exports map does not list package.json: find it beside the resolved entry.
  let dir = path.dirname(require.resolve('@module-federation/runtime'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}
const federationRuntimeVersion = readFederationRuntimeVersion();

/** The remotes/remotes.json entry of the remote in `appDir`. */
function remoteEntryFor(appDir) {
  const remote = remotes.find((r) => path.resolve(__dirname, r.folder) === path.resolve(appDir));
  if (!remote) throw new Error(`${appDir} is not listed in remotes/remotes.json`);
  return remote;
}

/** This build's version (BUILD_VERSION, else the git commit), read once for every app built by this process. */
const buildVersion = readBuildVersion();

/**
 * Records in mf-manifest.json the build (metaData.buildInfo.buildVersion, which
 * the federation plugin would otherwise fill with the package version, 0.1.0 for
 * every build) and the shell-contract and federation runtime versions this remote
 * is built against (metaData.shellContractVersion, metaData.federationRuntimeVersion).
 * The shell checks the last two before loading any of the remote's code and names
 * the build when a load fails (docs/remote-versioning.md).
 */
function recordBuildMetadata({ stats }) {
  stats.metaData.buildInfo.buildVersion = buildVersion;
  stats.metaData.shellContractVersion = shellContractVersion;
  stats.metaData.federationRuntimeVersion = federationRuntimeVersion;
  return stats;
}

/**
 * A remote built with experiments.externalRuntime runs on the federation runtime
 * its host puts on `window._FEDERATION_RUNTIME_CORE`. Its standalone page has no
 * host, so this emits federation-runtime.<hash>.js (the runtime alone, from a child
 * compilation the runtime externals do not apply to) and puts it before main.js in
 * the page. The shell never loads this file.
 */
class StandaloneFederationRuntime {
  constructor(isDev) {
    this.filename = isDev ? 'federation-runtime.js' : 'federation-runtime.[contenthash:10].js';
  }

  apply(compiler) {
    const { EntryPlugin, library } = compiler.webpack;
    const name = 'StandaloneFederationRuntime';
    let emitted;
    compiler.hooks.make.tapAsync(name, (compilation, callback) => {
      const child = compilation.createChildCompiler(name, { filename: this.filename, library: { type: 'window', name: '_FEDERATION_RUNTIME_CORE' } }, [
        new EntryPlugin(compiler.context, require.resolve('@module-federation/runtime-core'), { name: 'federation-runtime' }),
        new library.EnableLibraryPlugin('window'),
      ]);
      child.runAsChild((error, entries) => {
        emitted = entries?.[0]?.files ? [...entries[0].files][0] : undefined;
        callback(error);
      });
    });
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        if (!emitted) throw new Error('The standalone federation runtime was not built.');
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: emitted }));
        return data;
      });
    });
  }
}

/**
 * A remote, as remotes/remotes.json describes it: exposes its page component,
 * emits mf-manifest.json next to a stable remoteEntry.js, and serves a
 * standalone page for its squad in development.
 */
function createRemoteConfig({ appDir, mode }) {
  const { name, component, devPort } = remoteEntryFor(appDir);
  const config = createWebpackConfig({
    appDir,
    name,
    devPort,
    mode,
    title: `${name} (standalone)`,
    federation: {
      filename: 'remoteEntry.js',
      exposes: { [`./${component}`]: `./src/${component}.tsx` },
      manifest: { additionalData: recordBuildMetadata },
      // The federation runtime comes from the host (the shell's runtime plugin
      // provideFederationRuntime.ts), or on the standalone page from federation-runtime.js
      // (docs/remote-versioning.md).
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    },
    devServer: standaloneDevServer(),
  });
  config.plugins.push(new StandaloneFederationRuntime(mode !== 'production'));
  // The standalone page answers /api from the contract's fixtures unless started with API=real.
  config.plugins.push(new webpack.DefinePlugin({ 'process.env.STANDALONE_API': JSON.stringify(process.env.API === 'real' ? 'real' : 'mock') }));
  return config;
}

/**
 * The standalone page's dev server: /api goes to the API on :3000 when the page
 * uses the real API, and MSW's service worker is served straight from the
 * installed msw package (so it always matches msw's version and never lands in dist/).
 */
function standaloneDevServer() {
  const mockServiceWorker = require.resolve('msw/mockServiceWorker.js');
  return {
    proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/mockServiceWorker.js', (_request, response) => response.sendFile(mockServiceWorker));
      return middlewares;
    },
  };
}

module.exports = { createWebpackConfig, createRemoteConfig, sharedSingletons, federationRuntimeVersion, scriptRule, cssModuleOptions };

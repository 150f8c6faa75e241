const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { scriptRule, cssModuleOptions } = require('../../webpack.base.js');

const repoRoot = path.resolve(__dirname, '..', '..');

/** Bare imports (react, react-dom/server, @reduxjs/toolkit...) stay require()s; the project's own sources are bundled. */
const PACKAGE_REQUEST = /^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/;

function nodeExternals({ request }, callback) {
  const isPackage = request !== undefined && PACKAGE_REQUEST.test(request) && !request.startsWith('.') && !request.startsWith('shared-types');
  if (isPackage) callback(null, `commonjs ${request}`);
  else callback();
}

/** A Node build of shell/src/prerender/renderLanding.tsx whose CSS Modules name classes as the browser build does. */
function prerenderConfig(shellDir, outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: shellDir,
    entry: './src/prerender/renderLanding.tsx',
    output: { path: outDir, filename: 'renderLanding.js', library: { type: 'commonjs2' } },
    externals: [nodeExternals],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(false),
        { test: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...cssModuleOptions(false), exportOnlyLocals: true } } }] },
        // Global CSS has no class names to export: the browser build's stylesheet carries it.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-only',
  };
}

function compile(webpack, config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(`Pre-rendering the landing page failed:\n${stats.toString('errors-only')}`));
      else resolve();
    });
  });
}

/** The CSS files of every chunk loaded together with src/bootstrap.tsx. */
function bootstrapStylesheets(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
    // nameForCondition() is the file's path, also for a module concatenated with others.
    const hasBootstrap = [...modules].some((m) => m.nameForCondition()?.endsWith(path.join('shell', 'src', 'bootstrap.tsx')));
    if (!hasBootstrap) continue;
    for (const group of chunk.groupsIterable) {
      for (const member of group.chunks) for (const file of member.files) if (file.endsWith('.css')) files.add(file);
    }
  }
  if (files.size === 0) throw new Error('PrerenderLandingPlugin: found no stylesheet for src/bootstrap.tsx');
  return [...files];
}

/** Replaces exactly one occurrence of `find`, or fails the build: a template change must not silently undo the pre-render. */
function replaceOnce(html, find, replacement, what) {
  const at = html.indexOf(find);
  if (at === -1 || html.indexOf(find, at + find.length) !== -1) throw new Error(`PrerenderLandingPlugin: expected exactly one ${what} in index.html`);
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

/**
 * Writes the landing page into index.html at build time (docs/performance.md,
 * "Pre-rendered landing"): the shell's markup inside #root, its stylesheet
 * inlined in a <style> and the pre-paint theme script inlined, so the first
 * paint needs nothing but the HTML. The API's CSP admits the inline script by
 * its hash (api/src/http/shellPage.ts). Production builds only; the dev server
 * renders on the client.
 */
class PrerenderLandingPlugin {
  constructor({ shellDir, inlineScripts = [] }) {
    this.shellDir = shellDir;
    this.inlineScripts = inlineScripts;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderLandingPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('PrerenderLandingPlugin', async (data) => {
        data.html = this.inlineAssets(compilation, data.html);
        const { landing, company, legal } = await this.render(compiler.webpack);
        // The company page's template, for the server to fill in (api/src/http/shellPage.ts, docs/company-page.md).
        const companyHtml = replaceOnce(data.html, '<div id="root"></div>', `<div id="root">${company}</div>`, '<div id="root"></div>');
        compilation.emitAsset('company.html', new compiler.webpack.sources.RawSource(companyHtml));
        // The Terms and Privacy pages' templates, filled in with the seller by the server (docs/legal-pages.md).
        for (const [page, markup] of Object.entries(legal)) {
          const html = replaceOnce(data.html, '<div id="root"></div>', `<div id="root">${markup}</div>`, '<div id="root"></div>');
          compilation.emitAsset(`${page}.html`, new compiler.webpack.sources.RawSource(html));
        }
        data.html = replaceOnce(data.html, '<div id="root"></div>', `<div id="root">${landing}</div>`, '<div id="root"></div>');
        return data;
      });
    });
  }

  /**
   * The app's stylesheets, inlined: everything the bootstrap chunk (the app
   * behind main.ts's async boundary) needs, as <style data-href> so that
   * mini-css-extract's loader sees them as loaded and never fetches them again.
   * And the listed public scripts, inlined where the template links them.
   */
  inlineAssets(compilation, html) {
    const styles = bootstrapStylesheets(compilation)
      .map((file) => `<style data-href="${file}">${compilation.getAsset(file).source.source().toString()}</style>`)
      .join('');
    let out = replaceOnce(html, '</head>', `${styles}</head>`, '</head>');
    for (const file of this.inlineScripts) {
      const code = fs.readFileSync(path.join(this.shellDir, 'public', file), 'utf8').trim();
      // Linked from the root (the page is also served at /company/<key>).
      out = replaceOnce(out, `<script src="/${file}"></script>`, `<script>${code}</script>`, `<script src="/${file}">`);
    }
    return out;
  }

  async render(webpack) {
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    // Inside the repo, so the bundle's require()s find the project's node_modules.
    const outDir = fs.mkdtempSync(path.join(cache, 'conviction-prerender-'));
    try {
      await compile(webpack, prerenderConfig(this.shellDir, outDir));
      const bundle = path.join(outDir, 'renderLanding.js');
      // React's production build, as in the browser; the markup is the same either way.
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        delete require.cache[bundle];
        const { renderLanding, renderCompanyTemplate, renderLegalTemplate } = require(bundle);
        const legal = { terms: renderLegalTemplate('terms'), privacy: renderLegalTemplate('privacy') };
        return { landing: renderLanding(), company: renderCompanyTemplate(), legal };
      } finally {
        process.env.NODE_ENV = previous;
      }
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }
}

module.exports = PrerenderLandingPlugin;

const fs = require('node:fs');
const path = require('node:path');

/**
 * Emits a few static files (the pre-paint theme script, the favicon) unchanged,
 * under stable names, so the HTML can reference them before any bundle runs.
 */
class CopyPublicFilesPlugin {
  constructor(fromDir, files) {
    this.fromDir = fromDir;
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) {
          const source = path.join(this.fromDir, file);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(file, new RawSource(fs.readFileSync(source)));
        }
      });
    });
  }
}

module.exports = CopyPublicFilesPlugin;

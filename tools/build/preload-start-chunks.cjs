// Adds <link rel="preload"> for the chunks every page needs at start (the app's bootstrap chunk group and the
// shared singletons it consumes), so they download alongside main.js instead of after it has run.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunksPlugin';

class PreloadStartChunksPlugin {
  /**
   * @param {{ chunkGroup: string, sharedModules: RegExp }} options the named async chunk group of the
   *   bootstrap import, and the resources of shared modules the start consumes
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = new Set();
        const group = compilation.namedChunkGroups.get(this.options.chunkGroup);
        for (const chunk of group ? group.chunks : []) for (const file of chunk.files) files.add(file);
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          const shared = modules.some((m) => this.options.sharedModules.test(m.nameForCondition?.() ?? ''));
          if (shared) for (const file of chunk.files) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        for (const file of [...files].sort()) {
          const as = file.endsWith('.css') ? 'style' : file.endsWith('.js') ? 'script' : null;
          if (!as) continue;
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: NAME },
            attributes: { rel: 'preload', as, href: base + file },
          });
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin };

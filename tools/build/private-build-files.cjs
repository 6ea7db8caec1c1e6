// Build files that must never be served (issue 26, finding 3): source maps hold the full sources and
// mf-manifest-stats.json the module graph. Production builds write hidden source maps (no
// sourceMappingURL comment) and the federation stats to `<package>/build-private/`, beside `dist/` and
// outside every served folder, kept for error reports. tools/site and deploy/nginx refuse the names too.
const fs = require('node:fs');
const path = require('node:path');

const PRIVATE_DIR = 'build-private';
/** `output.sourceMapFilename`: relative to `dist/`, so the maps land in `build-private/`. */
const SOURCE_MAP_FILENAME = `../${PRIVATE_DIR}/[file].map`;
const STATS = /^mf-manifest-stats\.json(\.(gz|br))?$/;

class PrivateBuildFilesPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    const privateDir = path.join(compiler.options.output.path, '..', PRIVATE_DIR);
    // Each build's maps replace the last one's (their names change with every content hash).
    compiler.hooks.emit.tap('PrivateBuildFilesPlugin', () =>
      fs.rmSync(privateDir, { recursive: true, force: true }),
    );
    compiler.hooks.thisCompilation.tap('PrivateBuildFilesPlugin', (compilation) => {
      // After the federation plugin emits its stats and the compression plugin copies them.
      compilation.hooks.processAssets.tap(
        { name: 'PrivateBuildFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!STATS.test(name)) continue;
            if (name.endsWith('.json')) compilation.renameAsset(name, `../${PRIVATE_DIR}/${name}`);
            else compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}

module.exports = { PRIVATE_DIR, PrivateBuildFilesPlugin, SOURCE_MAP_FILENAME };

// Issue 26 finding 17, decision 0181: every chunk a remote's remoteEntry.js loads carries its SHA-384, so a
// chunk changed on the remote's origin is refused by the browser and the area shows its error state.
// webpack-subresource-integrity writes the map of chunk hashes into the runtime (remoteEntry.js) and sets
// `integrity` and `crossOrigin` on each chunk's <script>. remoteEntry.js itself is checked by the shell with
// the hash the merchant manifest holds (taken by `operator remote --url` or from the build).
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { computeIntegrity, makePlaceholder } = require('webpack-subresource-integrity/util');

const HASH = 'sha384';
/**
 * A well-formed SHA-384 integrity that no file has: a chunk that ever asked for it would be refused.
 * (A malformed value would make the browser skip the check instead.)
 */
const NEVER_MATCHES = `${HASH}-${'A'.repeat(64)}`;

/**
 * The federation plugin leaves a few chunks that get an id and a hash but no file (split-chunk remnants
 * of shared modules), so webpack-subresource-integrity can never fill in their placeholders and fails the
 * build (waysact/webpack-subresource-integrity#176). No script is ever loaded for them: their entries
 * get a value that fails closed, after that plugin has filled in every real chunk's hash. A placeholder of
 * a chunk that has a file is left alone, so that plugin's own check still fails the build on it.
 */
class FilelessChunkIntegrityPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FilelessChunkIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FilelessChunkIntegrityPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        (assets) => {
          const placeholders = [...compilation.chunks]
            .filter((chunk) => chunk.id !== null && chunk.files.size === 0)
            .map((chunk) => makePlaceholder([HASH], chunk.id));
          if (placeholders.length === 0) return;
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              const source = assets[file]?.source().toString();
              if (source === undefined || !placeholders.some((p) => source.includes(p))) continue;
              const filled = placeholders.reduce((text, p) => text.replaceAll(p, NEVER_MATCHES), source);
              compilation.updateAsset(file, new sources.RawSource(filled), (info) => ({
                ...info,
                contenthash: computeIntegrity([HASH], filled),
              }));
            }
          }
        },
      );
    });
  }
}

/** The plugins of a remote's production build (the shell's own files are checked by its page's origin). */
function remoteChunkIntegrityPlugins() {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: [HASH] }), new FilelessChunkIntegrityPlugin()];
}

module.exports = { NEVER_MATCHES, remoteChunkIntegrityPlugins };

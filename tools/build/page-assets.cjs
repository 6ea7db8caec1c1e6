// Decision 0461: each remote's production build writes page-assets.json next to its remoteEntry.js: per
// exposed module, the JS and CSS files its chunk group needs and the chunk of the remote's catalogue in each
// language, each script with its SHA-384 (the value webpack-subresource-integrity gives the same chunk in
// remoteEntry.js). The page server (tools/site/src/page-preloads/) puts them in a deep link's HTML as
// <link rel="preload"> with the same integrity and crossorigin as the request the remote's runtime makes
// later, so the browser uses the preloaded file instead of asking again.
const { computeIntegrity } = require('webpack-subresource-integrity/util');

const NAME = 'PageAssetsPlugin';
const FILE = 'page-assets.json';
const HASH = 'sha384';
/** A remote's catalogue chunk: `i18n-<namespace>-<LANG>-json.<hash>.js` (webpackChunkName of its loader). */
const CATALOGUE_CHUNK = /^i18n-[a-z0-9-]+-([A-Z]{2})-json\.[^/]*\.js$/;

/**
 * The preload table of one build (pure): `mfManifest` is the federation plugin's mf-manifest.json,
 * `integrityOf(file)` the SHA-384 of a file of the build, `entry` the remoteEntry.js's name.
 */
function pageAssetsOf(mfManifest, integrityOf, entry = 'remoteEntry.js') {
  const script = (file) => ({ file, integrity: integrityOf(file) });
  const exposes = {};
  for (const expose of mfManifest.exposes ?? []) {
    const { js, css } = expose.assets;
    const catalogues = {};
    for (const file of js.async) {
      const language = CATALOGUE_CHUNK.exec(file)?.[1];
      if (language && !catalogues[language]) catalogues[language] = script(file);
    }
    exposes[expose.path] = {
      js: js.sync.map(script),
      css: [...css.sync],
      catalogues,
    };
  }
  return { entry: script(entry), exposes };
}

class PageAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The last stage: every file is final here (chunk hashes filled in, remoteEntry.js included).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const manifest = assets['mf-manifest.json'];
          if (!manifest) {
            compilation.errors.push(new Error(`${NAME}: no mf-manifest.json in the build`));
            return;
          }
          const integrityOf = (file) => {
            const asset = assets[file];
            if (!asset) throw new Error(`${NAME}: ${file} is named by mf-manifest.json but not built`);
            return computeIntegrity([HASH], asset.source().toString());
          };
          const table = pageAssetsOf(JSON.parse(manifest.source().toString()), integrityOf);
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(table)));
        },
      );
    });
  }
}

module.exports = { PageAssetsPlugin, pageAssetsOf, PAGE_ASSETS_FILE: FILE };

// size-limit budgets every remote has: its remoteEntry.js and each exposed parcel with the chunks it
// needs to draw, all gzip.
const fs = require('node:fs');
const path = require('node:path');

/**
 * What each expose needs before it can draw, from the remote's `mf-manifest.json` (`assets.js.sync`):
 * the expose's own file plus the split chunks it imports. Counting the expose file alone would miss
 * the code webpack moved into chunks shared by several pages (the game list lives in one such chunk).
 */
function exposeAssets(dist) {
  const manifest = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return [];
  const { exposes } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return exposes
    .map((expose) => ({ name: expose.name, files: expose.assets.js.sync }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Budgets of one remote; shared singletons come from the shell, so only these reach players. The page
 * budget holds for each parcel with its chunks: a player opening a page downloads that much (plus its
 * language's catalogue), not the other pages.
 */
function remoteBudgets(name, { entryKb, pageKb }) {
  const pages = exposeAssets(path.join(process.cwd(), 'dist'));
  const exposed = pages.length
    ? pages.map((page) => ({
        name: `${name}: ${page.name} with its chunks`,
        path: page.files.map((file) => `dist/${file}`),
        gzip: true,
        limit: `${pageKb} KB`,
      }))
    : // Not built yet: the glob makes size-limit say that no file matched.
      [
        {
          name: `${name}: exposed parcels`,
          path: 'dist/__federation_expose_*.js',
          gzip: true,
          limit: `${pageKb} KB`,
        },
      ];
  return [
    { name: `${name}: remoteEntry.js`, path: 'dist/remoteEntry.js', gzip: true, limit: `${entryKb} KB` },
    ...exposed,
  ];
}

module.exports = { remoteBudgets };

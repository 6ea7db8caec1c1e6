// size-limit budgets every remote has: its remoteEntry.js and each exposed parcel, both gzip.
const fs = require('node:fs');
const path = require('node:path');

/** The built expose chunks (`__federation_expose_<Name>.<hash>.js`) of a remote's dist folder. */
function exposeChunks(dir) {
  const dist = path.join(dir, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs.readdirSync(dist).filter((file) => /^__federation_expose_.+\.js$/.test(file));
}

/**
 * Budgets of one remote; shared singletons come from the shell, so only these reach players. Each
 * expose has its own budget: a player opening one page downloads that page's parcel, not the others.
 */
function remoteBudgets(name, { entryKb, exposedKb }, dir = path.resolve(process.cwd())) {
  const chunks = exposeChunks(dir);
  return [
    { name: `${name}: remoteEntry.js`, path: 'dist/remoteEntry.js', gzip: true, limit: `${entryKb} KB` },
    ...(chunks.length === 0
      ? [
          {
            name: `${name}: exposed parcels`,
            path: 'dist/__federation_expose_*.js',
            gzip: true,
            limit: `${exposedKb} KB`,
          },
        ]
      : chunks.map((file) => ({
          name: `${name}: ${file.replace(/^__federation_expose_(.+?)\.[0-9a-f]+\.js$/, '$1')}`,
          path: `dist/${file}`,
          gzip: true,
          limit: `${exposedKb} KB`,
        }))),
  ];
}

module.exports = { remoteBudgets };

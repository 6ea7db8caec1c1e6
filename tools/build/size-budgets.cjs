// size-limit budgets every remote has: its remoteEntry.js and each exposed parcel, all gzip.
const fs = require('node:fs');
const path = require('node:path');

const EXPOSE_FILE = /^__federation_expose_(.+?)\.[0-9a-f]+\.js$/;

/** Exposed-parcel files of a built remote (size-limit runs in the remote's folder after its build). */
function exposedFiles(dist) {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((file) => EXPOSE_FILE.test(file))
    .sort();
}

/**
 * Budgets of one remote; shared singletons come from the shell, so only these reach players. The
 * exposed budget holds for each parcel on its own: a player loads one page's parcel at a time.
 */
function remoteBudgets(name, { entryKb, exposedKb }) {
  const files = exposedFiles(path.join(process.cwd(), 'dist'));
  const exposed = files.length
    ? files.map((file) => ({
        name: `${name}: ${file.match(EXPOSE_FILE)[1]}`,
        path: `dist/${file}`,
        gzip: true,
        limit: `${exposedKb} KB`,
      }))
    : // Not built yet: the glob makes size-limit say that no file matched.
      [
        {
          name: `${name}: exposed parcels`,
          path: 'dist/__federation_expose_*.js',
          gzip: true,
          limit: `${exposedKb} KB`,
        },
      ];
  return [
    { name: `${name}: remoteEntry.js`, path: 'dist/remoteEntry.js', gzip: true, limit: `${entryKb} KB` },
    ...exposed,
  ];
}

module.exports = { remoteBudgets };

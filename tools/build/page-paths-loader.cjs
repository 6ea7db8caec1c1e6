// Webpack loader for the remotes' builds: replaces the contracts' `pathOf` module
// (shared-contracts/src/pages/page-paths.ts) with a table of each page key's path, computed at build time
// from the page records. A remote links to pages by key; the whole records (frame, access, menus of every
// page) stay with the shell, which draws the routes: in remote-games they were ~2 KB gzip of every page.
const path = require('node:path');

/** Each record's key and path, in record order. */
function pathTable(routes) {
  return Object.fromEntries(routes.map((record) => [record.key, record.path]));
}

/** The module the remotes get instead of page-paths.ts: the same `pathOf`, over the table. */
function pagePathsModule(table, source) {
  return `// Generated at build time by tools/build/page-paths-loader.cjs from ${source}.
const PATH_BY_KEY = new Map(Object.entries(${JSON.stringify(table)}));
export function pathOf(key) {
  const path = PATH_BY_KEY.get(key);
  if (path === undefined) throw new Error(\`No page record for '\${key}'\`);
  return path;
}
`;
}

module.exports = function pagePathsLoader() {
  const file = this.resourcePath;
  const routesFile = path.resolve(path.dirname(file), '../routes.ts');
  // Any record may change a path: rebuild the table when a file of the contracts changes (watch mode).
  this.addContextDependency(path.resolve(path.dirname(file), '..'));
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { ROUTES } = tsxRequire(routesFile, __filename);
  return pagePathsModule(pathTable(ROUTES), path.basename(file));
};

module.exports.pathTable = pathTable;
module.exports.pagePathsModule = pagePathsModule;

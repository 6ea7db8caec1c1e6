// Webpack loader for the shell's build: replaces the contracts' endpoint table module
// (shared-contracts/src/endpoints/index.ts) with the table the API client reads (method, path and call
// flags of every endpoint), computed at build time from the real table. The valibot schemas of every
// request and answer validate on the server and type the calls; in the browser they were ~8 KB gzip of
// the start's JavaScript that nothing ran.
const path = require('node:path');

/** What createApiClient reads of an endpoint; everything else stays on the server. */
const CLIENT_FIELDS = ['method', 'path', 'auth', 'throttleMs', 'silent', 'encrypted', 'idempotent'];

function clientTable(endpoints) {
  const table = {};
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const entry = {};
    for (const field of CLIENT_FIELDS) if (endpoint[field] !== undefined) entry[field] = endpoint[field];
    table[key] = entry;
  }
  return table;
}

/** The table of the calls the shell's start makes (`START_ENDPOINT_KEYS`); the rest loads with `loadEndpoints()`. */
function startTable(table, startKeys) {
  return Object.fromEntries(startKeys.map((key) => [key, table[key]]));
}

module.exports = function endpointRoutesLoader() {
  const file = this.resourcePath;
  // Any file of the contracts may change the table: rebuild it when one does (watch mode).
  this.addContextDependency(path.resolve(path.dirname(file), '..'));
  // The contracts are TypeScript: tsx compiles them on the fly, in this process only.
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { ENDPOINTS, START_ENDPOINT_KEYS } = tsxRequire(file, __filename);
  const table = clientTable(ENDPOINTS);
  const header = `// Generated at build time by tools/build/endpoint-routes-loader.cjs from ${path.basename(file)}.\n`;
  // The same file with ?whole is the whole table, a chunk of its own that the start does not wait for.
  if (this.resourceQuery === '?whole') return `${header}export const ENDPOINTS = ${JSON.stringify(table)};\n`;
  return `${header}export const START_ENDPOINT_KEYS = ${JSON.stringify(START_ENDPOINT_KEYS)};
export const ENDPOINTS = ${JSON.stringify(startTable(table, START_ENDPOINT_KEYS))};
export const loadEndpoints = () =>
  import(/* webpackChunkName: "endpoint-table" */ './${path.basename(file)}?whole').then((m) => m.ENDPOINTS);
`;
};

module.exports.clientTable = clientTable;
module.exports.startTable = startTable;
module.exports.CLIENT_FIELDS = CLIENT_FIELDS;

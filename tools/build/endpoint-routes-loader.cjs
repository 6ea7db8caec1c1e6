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

module.exports = function endpointRoutesLoader() {
  const file = this.resourcePath;
  // Any file of the contracts may change the table: rebuild it when one does (watch mode).
  this.addContextDependency(path.resolve(path.dirname(file), '..'));
  // The contracts are TypeScript: tsx compiles them on the fly, in this process only.
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { ENDPOINTS } = tsxRequire(file, __filename);
  return `// Generated at build time by tools/build/endpoint-routes-loader.cjs from ${path.basename(file)}.\nexport const ENDPOINTS = ${JSON.stringify(clientTable(ENDPOINTS))};\n`;
};

module.exports.clientTable = clientTable;
module.exports.CLIENT_FIELDS = CLIENT_FIELDS;

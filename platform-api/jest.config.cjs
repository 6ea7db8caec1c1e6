// These dependencies ship ESM only. jest's module runtime require()s ESM on Node 24.9+ only under the
// experimental --experimental-vm-modules (plain Node 24 reports ERR_REQUIRE_ESM from jest's loader), so swc
// compiles them to CommonJS too.
const ESM_ONLY = [
  'kysely',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'jose',
  '@scure/base',
  '@noble/hashes',
];
const preset = require('../tools/build/jest-preset.cjs')({
  displayName: 'platform-api',
  environment: 'node',
});
// pnpm's store spells a scoped package's folder with '+' (`.pnpm/@scure+base@2.4.0`).
const esm = ESM_ONLY.map((name) => `\\.pnpm/${name.replace('/', '\\+')}@|${name}/`).join('|');

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!${esm})`],
  // With DATABASE_URL (a PostgreSQL cluster) every test context gets a database cloned from a template.
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    '<rootDir>/src/test/jest-timeout.ts',
    '<rootDir>/src/test/close-hash-workers.ts',
  ],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
};

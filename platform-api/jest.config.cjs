// These dependencies ship ESM only; jest on Node 20 cannot require() them, so swc compiles them too.
const ESM_ONLY = ['kysely', 'cookie'];
const preset = require('../tools/build/jest-preset.cjs')({
  displayName: 'platform-api',
  environment: 'node',
});
const esm = ESM_ONLY.map((name) => `\\.pnpm/${name}@|${name}/`).join('|');

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

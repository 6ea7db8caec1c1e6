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
  // API tests run on a real database (the first one of a code version seeds the template): on a busy
  // 2-core machine a hook can take longer than jest's 5 s. The limit only catches hangs; no test times work.
  testTimeout: 60_000,
};

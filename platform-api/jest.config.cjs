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
  // testTimeout is global-only under the root's `projects`: the limit is set in a setup file instead.
  setupFilesAfterEnv: [
    ...(preset.setupFilesAfterEnv ?? []),
    require('node:path').join(__dirname, 'jest.setup.cjs'),
  ],
};

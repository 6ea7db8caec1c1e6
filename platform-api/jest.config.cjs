// Kysely ships ESM only; Node 20's jest cannot require() it, so swc compiles it to CommonJS too.
const preset = require('../tools/build/jest-preset.cjs')({ displayName: 'platform-api', environment: 'node' });

module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/kysely@|kysely/)'] };

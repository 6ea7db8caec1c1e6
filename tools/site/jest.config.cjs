const preset = require('../build/jest-preset.cjs')({ displayName: 'site', environment: 'node' });

// light-my-request (Fastify's inject) requires `cookie`, which ships ESM only: swc compiles it too.
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'] };

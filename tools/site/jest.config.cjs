module.exports = require('../build/jest-preset.cjs')({ displayName: 'site', environment: 'node' });

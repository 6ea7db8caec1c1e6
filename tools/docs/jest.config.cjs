module.exports = require('../build/jest-preset.cjs')({ displayName: 'docs', environment: 'node' });

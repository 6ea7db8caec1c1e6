module.exports = require('../tools/build/jest-preset.cjs')({ displayName: 'shell', environment: 'jsdom' });

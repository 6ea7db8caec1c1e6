module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'remote-games',
  environment: 'jsdom',
});

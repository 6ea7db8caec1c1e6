module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'remote-wallet',
  environment: 'jsdom',
});

module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'remote-member',
  environment: 'jsdom',
});

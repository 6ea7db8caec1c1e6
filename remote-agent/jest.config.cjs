module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'remote-agent',
  environment: 'jsdom',
});

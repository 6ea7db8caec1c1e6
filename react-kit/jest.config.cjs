module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'react-kit',
  environment: 'jsdom',
});

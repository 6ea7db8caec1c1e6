module.exports = require('../tools/build/jest-preset.cjs')({
  displayName: 'shared-contracts',
  environment: 'node',
});

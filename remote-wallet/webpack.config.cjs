const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_wallet',
  role: 'remote',
  exposes: {
    './AccountRecordPage': './src/parcels/account-record-page.tsx',
    './DepositPage': './src/parcels/deposit-page.tsx',
    './WithdrawPage': './src/parcels/withdraw-page.tsx',
  },
});

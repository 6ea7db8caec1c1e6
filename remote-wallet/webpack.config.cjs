const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_wallet',
  role: 'remote',
  exposes: {
    './AccountRecordPage': './src/parcels/account-record-page.tsx',
    './BettingRecordPage': './src/parcels/betting-record-page.tsx',
    './PnlPage': './src/parcels/pnl-page.tsx',
    './RewardCentrePage': './src/parcels/reward-centre-page.tsx',
    './MallPage': './src/parcels/mall-page.tsx',
    './RedRainPage': './src/parcels/red-rain-page.tsx',
    './TransferPage': './src/parcels/transfer-page.tsx',
    './DepositPage': './src/parcels/deposit-page.tsx',
    './WithdrawPage': './src/parcels/withdraw-page.tsx',
  },
});

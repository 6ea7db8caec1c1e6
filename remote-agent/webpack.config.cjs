const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_agent',
  role: 'remote',
  exposes: {
    './AgentHomePage': './src/parcels/agent-home-page.tsx',
    './TeamOverviewPage': './src/parcels/team-overview-page.tsx',
    './TeamManagementPage': './src/parcels/team-management-page.tsx',
    './ContractPage': './src/parcels/contract-page.tsx',
    './TeamPnlPage': './src/parcels/team-pnl-page.tsx',
    './TeamBettingPage': './src/parcels/team-betting-page.tsx',
    './TeamRebatePage': './src/parcels/team-rebate-page.tsx',
    './AgentRebatePage': './src/parcels/agent-rebate-page.tsx',
    './OpenAccountPage': './src/parcels/open-account-page.tsx',
    './DividendPage': './src/parcels/dividend-page.tsx',
  },
});

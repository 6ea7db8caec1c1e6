const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_games',
  role: 'remote',
  exposes: {
    './WinnersWidget': './src/parcels/winners-widget.tsx',
    './GameListPage': './src/parcels/game-list-page.tsx',
  },
});

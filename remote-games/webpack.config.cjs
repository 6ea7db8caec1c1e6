const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_games',
  role: 'remote',
  exposes: {
    './HotGamesWidget': './src/parcels/hot-games-widget.tsx',
    './WinnersWidget': './src/parcels/winners-widget.tsx',
    './HotMatchesWidget': './src/parcels/hot-matches-widget.tsx',
    './GameListPage': './src/parcels/game-list-page.tsx',
    './GameFramePage': './src/parcels/game-frame-page.tsx',
    './LottoGamePage': './src/parcels/lotto-game-page.tsx',
    './TaskPage': './src/parcels/task-page.tsx',
    './LotteryListPage': './src/parcels/lottery-list-page.tsx',
    './CategoryGamePage': './src/parcels/category-game-page.tsx',
    './VnGamePage': './src/parcels/vn-game-page.tsx',
    './LiveRoomsPage': './src/parcels/live-rooms-page.tsx',
    './SportsPage': './src/parcels/sports-page.tsx',
    './JackpotPage': './src/parcels/jackpot-page.tsx',
    './JackpotTickerWidget': './src/parcels/jackpot-ticker-widget.tsx',
    './LotteryHistoryPage': './src/parcels/lottery-history-page.tsx',
  },
});

import { POPULAR_LOTTERY_SHOWN } from '../constants';
import { gameListRequest, queryFromSearch } from '../game-list-query';
import { hotGamesRequest } from '../hot-games-query';
import { firstCall } from './first-calls';
import type { PageRecord } from './page-record';

/** Page records of remote-games. */
export const GAMES_PAGES: readonly PageRecord[] = [
  {
    key: 'gameList',
    path: '/m/gameList',
    owner: 'games',
    expose: './GameListPage',
    titleKey: 'title.gameList',
    access: 'guest',
    frame: { header: true, tabBar: false, back: 'history' },
    // The tab's first page of games and what the category tabs are built from (the page waits for both).
    firstCalls: ({ language, search }) => {
      const query = queryFromSearch(search);
      const tabs = [
        firstCall('vassGameType', { typeId: '1' }),
        firstCall('hotGames', hotGamesRequest(language)),
      ];
      // Favourites and recent games are another call, made only for a member.
      if (query.gameType === 'FAV' || query.gameType === 'RECENT') return tabs;
      return [firstCall('gameList', { ...gameListRequest(query, language), pageNo: '1' }), ...tabs];
    },
  },
  // SPEC 7 live models (CBS_modelList): gated as the chat is (CBS3).
  {
    key: 'liveRooms',
    path: '/m/liveRooms',
    owner: 'games',
    expose: './LiveRoomsPage',
    titleKey: 'title.liveRooms',
    access: 'chat',
    frame: { header: true, tabBar: false, back: 'history' },
  },
  // Issue 30: the sports lobby (sports, e-sports and cockfight vendors, live and upcoming matches).
  {
    key: 'sports',
    path: '/m/sports',
    owner: 'games',
    expose: './SportsPage',
    titleKey: 'title.sports',
    access: 'guest',
    frame: { header: true, tabBar: false, back: 'history' },
  },
  // The jackpot screen (SPEC names it; issue 30): the demo vendor's pools, open to guests.
  {
    key: 'jackpot',
    path: '/m/jackpot',
    owner: 'games',
    expose: './JackpotPage',
    titleKey: 'title.jackpot',
    access: 'guest',
    frame: { header: true, tabBar: false, back: 'history' },
  },
  {
    key: 'lottery',
    path: '/m/lottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    access: 'guest',
    frame: { header: false, tabBar: false, back: 'history' },
    // The list and its popular section (the page waits for both).
    firstCalls: ({ language }) => [
      firstCall('lotteryList', { language }),
      firstCall('popularLottery', { language, limit: String(POPULAR_LOTTERY_SHOWN) }),
    ],
  },
  {
    key: 'gameCenter',
    path: '/m/gameCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.gameCenter',
    access: 'guest',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  // The slots category (SPEC 'referenced'): the category page held on RNG.
  {
    key: 'slotsCenter',
    path: '/m/slotsCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.slotsCenter',
    access: 'guest',
    frame: { header: true, tabBar: false, back: 'history' },
  },
  // Quick start into the lottery list (SPEC 'referenced'): replaced with /m/lottery.
  {
    key: 'startLottery',
    path: '/m/startLottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    access: 'guest',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'gameFrame',
    path: '/m/gameFrame',
    owner: 'games',
    expose: './GameFramePage',
    titleKey: 'title.gameFrame',
    access: 'member',
    frame: { header: false, tabBar: false, back: 'history', fullScreen: true },
  },
  {
    key: 'lottoGame',
    path: '/m/lottoGame',
    owner: 'games',
    expose: './LottoGamePage',
    titleKey: 'title.lottoGame',
    access: 'member',
    frame: { header: false, tabBar: false, back: 'history', fullScreen: true },
  },
  // SPEC 2 'VN game' (lazy screen named only): the Vietnamese lottery by draw region.
  {
    key: 'vnGame',
    path: '/m/vnGame',
    owner: 'games',
    expose: './VnGamePage',
    titleKey: 'title.vnGame',
    access: 'guest',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  // SPEC 2 'lottery history' (lazy screen named only; issue 30): the draws platform-api made, per game or VN region.
  {
    key: 'lotteryHistory',
    path: '/m/lotteryHistory',
    owner: 'games',
    expose: './LotteryHistoryPage',
    titleKey: 'title.lotteryHistory',
    access: 'guest',
    frame: { header: true, tabBar: false, back: 'history' },
  },
  {
    key: 'mission',
    path: '/m/task',
    owner: 'games',
    expose: './TaskPage',
    titleKey: 'title.task',
    access: 'member',
    frame: { header: false, tabBar: false, back: 'history', fullScreen: true },
  },
];

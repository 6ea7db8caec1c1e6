import type { RouteEntry } from '../route-entry';

/** Pages of remote-games. */
export const GAMES_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/gameList',
    owner: 'games',
    expose: './GameListPage',
    titleKey: 'title.gameList',
    loginRequired: false,
  },
  {
    path: '/m/lottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    loginRequired: false,
  },
  {
    path: '/m/gameCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.gameCenter',
    loginRequired: false,
  },
  // The slots category (SPEC 'referenced'): the category page held on RNG.
  {
    path: '/m/slotsCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.slotsCenter',
    loginRequired: false,
  },
  // Quick start into the lottery list (SPEC 'referenced'): replaced with /m/lottery.
  {
    path: '/m/startLottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    loginRequired: false,
  },
  {
    path: '/m/gameFrame',
    owner: 'games',
    expose: './GameFramePage',
    titleKey: 'title.gameFrame',
    loginRequired: true,
  },
  {
    path: '/m/lottoGame',
    owner: 'games',
    expose: './LottoGamePage',
    titleKey: 'title.lottoGame',
    loginRequired: true,
  },
  // SPEC 2 'VN game' (lazy screen named only): the Vietnamese lottery by draw region.
  {
    path: '/m/vnGame',
    owner: 'games',
    expose: './VnGamePage',
    titleKey: 'title.vnGame',
    loginRequired: false,
  },
  { path: '/m/task', owner: 'games', expose: './TaskPage', titleKey: 'title.task', loginRequired: true },
];

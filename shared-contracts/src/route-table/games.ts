import type { RouteEntry } from '../route-entry';

/** Pages of remote-games. */
export const GAMES_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/gameList',
    owner: 'games',
    expose: './GameListPage',
    titleKey: 'title.gameList',
    access: 'guest',
  },
  {
    path: '/m/lottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    access: 'guest',
  },
  {
    path: '/m/gameCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.gameCenter',
    access: 'guest',
  },
  // The slots category (SPEC 'referenced'): the category page held on RNG.
  {
    path: '/m/slotsCenter',
    owner: 'games',
    expose: './CategoryGamePage',
    titleKey: 'title.slotsCenter',
    access: 'guest',
  },
  // Quick start into the lottery list (SPEC 'referenced'): replaced with /m/lottery.
  {
    path: '/m/startLottery',
    owner: 'games',
    expose: './LotteryListPage',
    titleKey: 'title.lottery',
    access: 'guest',
  },
  {
    path: '/m/gameFrame',
    owner: 'games',
    expose: './GameFramePage',
    titleKey: 'title.gameFrame',
    access: 'member',
  },
  {
    path: '/m/lottoGame',
    owner: 'games',
    expose: './LottoGamePage',
    titleKey: 'title.lottoGame',
    access: 'member',
  },
  // SPEC 2 'VN game' (lazy screen named only): the Vietnamese lottery by draw region.
  {
    path: '/m/vnGame',
    owner: 'games',
    expose: './VnGamePage',
    titleKey: 'title.vnGame',
    access: 'guest',
  },
  { path: '/m/task', owner: 'games', expose: './TaskPage', titleKey: 'title.task', access: 'member' },
];

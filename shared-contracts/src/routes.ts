import type { RemoteName } from './manifest';

/** A route of the site: who draws it, with which exposed parcel, and under which guard. */
export interface RouteEntry {
  path: string;
  owner: RemoteName;
  /** Exposed module of the owner that default-exports single-spa-react parcel lifecycles. */
  expose: string;
  /** i18n key (namespace `common`) of the title shown in the titled bar. */
  titleKey: string;
  loginRequired: boolean;
  /** When set, only these member types may open the page; others are replaced to /m/home. */
  memberTypes?: readonly number[];
}

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

/** Paths that render the home page frame (top banner/header). */
export const HOME_TYPE_PATHS: readonly string[] = [
  '/',
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/games',
];
/** Paths that show the download-app banner button: the home paths without /m/games (SPEC 2 page frame). */
export const DOWNLOAD_BANNER_PATHS: readonly string[] = HOME_TYPE_PATHS.filter((path) => path !== '/m/games');

/**
 * Route ownership table. A path that is neither a home-type path nor listed here falls back to home.
 * Remotes own their pages; the shell owns only the home frame.
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/gameList',
    owner: 'games',
    expose: './GameListPage',
    titleKey: 'title.gameList',
    loginRequired: false,
  },
  {
    path: '/m/notice',
    owner: 'member',
    expose: './NoticePage',
    titleKey: 'title.notice',
    loginRequired: false,
  },
  {
    path: '/m/member/notice',
    owner: 'member',
    expose: './NoticePage',
    titleKey: 'title.notice',
    loginRequired: true,
  },
  {
    path: '/m/transaction/record',
    owner: 'wallet',
    expose: './AccountRecordPage',
    titleKey: 'title.accountRecord',
    loginRequired: true,
  },
  // Games (remote-games).
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
  { path: '/m/task', owner: 'games', expose: './TaskPage', titleKey: 'title.task', loginRequired: true },
  // Accounts (remote-member).
  {
    path: '/m/login',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.login',
    loginRequired: false,
  },
  {
    path: '/m/register',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.register',
    loginRequired: false,
  },
  {
    path: '/m/register.html',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.register',
    loginRequired: false,
  },
  {
    path: '/m/forget',
    owner: 'member',
    expose: './ForgetPasswordPage',
    titleKey: 'title.forget',
    loginRequired: false,
  },
  // Without a session the page itself goes to /m/home (SPEC 2 change password), not to login.
  {
    path: '/m/changePsw',
    owner: 'member',
    expose: './ChangePasswordPage',
    titleKey: 'title.changePassword',
    loginRequired: false,
  },
  {
    path: '/m/set',
    owner: 'member',
    expose: './SettingsPage',
    titleKey: 'title.settings',
    loginRequired: true,
  },
  {
    path: '/m/member/home',
    owner: 'member',
    expose: './MemberCentrePage',
    titleKey: 'title.memberCentre',
    loginRequired: true,
  },
  {
    path: '/m/myAccount/index',
    owner: 'member',
    expose: './MyAccountPage',
    titleKey: 'title.myAccount',
    loginRequired: true,
  },
  {
    path: '/m/securityCenter',
    owner: 'member',
    expose: './SecurityCentrePage',
    titleKey: 'title.securityCentre',
    loginRequired: true,
  },
  {
    path: '/m/member/benefits',
    owner: 'member',
    expose: './VipBenefitsPage',
    titleKey: 'title.vip',
    loginRequired: true,
  },
  {
    path: '/m/agent',
    owner: 'agent',
    expose: './AgentHomePage',
    titleKey: 'title.agent',
    loginRequired: true,
  },
];

/** Widgets a remote contributes to the home page, in the order they appear. */
export interface WidgetEntry {
  id: string;
  owner: RemoteName;
  expose: string;
  /** Height (CSS px) the widget will take, reserved while it loads so nothing below it moves. */
  reserveHeight: number;
}

export const HOME_WIDGETS: readonly WidgetEntry[] = [
  // 12 px gap above a card: title 44, vendor tabs 44, search 44, two 118 px tile rows, gaps and padding.
  { id: 'hotGames', owner: 'games', expose: './HotGamesWidget', reserveHeight: 436 },
  // Title row (40) + six 48 px rows (the board scrolls above 6 entries) + 12 px padding top and bottom.
  { id: 'winners', owner: 'games', expose: './WinnersWidget', reserveHeight: 352 },
];

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/') return pathname.slice(0, -1);
  return pathname;
}

export function isHomePath(pathname: string): boolean {
  return HOME_TYPE_PATHS.includes(pathname);
}

export function findRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return routes.find((r) => r.path === path);
}

import { DOWNLOAD_BANNER_PATHS, HOME_PATH, isHomePath, normalisePath } from './routes';

/** Matches a spec name such as 'agent' against /m/agent and everything below it. */
function matchesAny(pathname: string, names: readonly string[]): boolean {
  const path = normalisePath(pathname);
  return names.some((name) => path === `/m/${name}` || path.startsWith(`/m/${name}/`));
}

const HEADER_HIDDEN = [
  'login',
  'register',
  'register.html',
  'message',
  'app',
  'lottery',
  'forget',
  'changePsw',
  'member/home',
  'agent',
];

const TAB_BAR_HIDDEN = [
  'login',
  'register',
  'register.html',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'agent',
  'help',
];

/** Embedded game, lottery and task frames take the whole screen and draw their own close bar. */
const FULL_SCREEN = ['gameFrame', 'lottoGame', 'task'];

// The message centre is reached from home and goes back there (SPEC 2 message centre).
const BACK_TO_HOME = ['login', 'register', 'register.html', 'trail', 'activity', 'forget', 'message'];

export type BackTarget = { kind: 'path'; path: string } | { kind: 'history' };

export interface FrameRules {
  /** Home frame (top banner/header) instead of the titled bar. */
  homeFrame: boolean;
  headerShown: boolean;
  tabBarShown: boolean;
  downloadBannerShown: boolean;
  back: BackTarget;
}

export function frameRulesFor(pathname: string): FrameRules {
  return {
    homeFrame: isHomePath(pathname),
    headerShown: !matchesAny(pathname, HEADER_HIDDEN) && !matchesAny(pathname, FULL_SCREEN),
    tabBarShown: !matchesAny(pathname, TAB_BAR_HIDDEN) && !matchesAny(pathname, FULL_SCREEN),
    downloadBannerShown: DOWNLOAD_BANNER_PATHS.includes(pathname),
    back: matchesAny(pathname, BACK_TO_HOME) ? { kind: 'path', path: HOME_PATH } : { kind: 'history' },
  };
}

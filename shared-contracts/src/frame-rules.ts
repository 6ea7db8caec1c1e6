import { DOWNLOAD_BANNER_PATHS, findRoute, HOME_PATH, isHomePath } from './routes';

export type BackTarget = { kind: 'path'; path: string } | { kind: 'history' };

export interface FrameRules {
  /** Home frame (top banner/header) instead of the titled bar. */
  homeFrame: boolean;
  headerShown: boolean;
  tabBarShown: boolean;
  downloadBannerShown: boolean;
  back: BackTarget;
}

/** The frame of a path, read from its page record; a merchant's extra route gets the titled bar and the tabs. */
export function frameRulesFor(pathname: string): FrameRules {
  const frame = findRoute(pathname)?.frame;
  return {
    homeFrame: isHomePath(pathname),
    headerShown: frame?.header ?? true,
    tabBarShown: frame?.tabBar ?? true,
    downloadBannerShown: DOWNLOAD_BANNER_PATHS.includes(pathname),
    back: frame?.back === 'home' ? { kind: 'path', path: HOME_PATH } : { kind: 'history' },
  };
}

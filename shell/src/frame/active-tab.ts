import { HOME_PATH, isHomePath, normalisePath, pathOf } from '@mobile/shared-contracts';

export type TabId = 'home' | 'activity' | 'deposit' | 'member';

export const TAB_PATHS: Record<TabId, string> = {
  home: HOME_PATH,
  activity: pathOf('promotions'),
  deposit: pathOf('deposit'),
  member: pathOf('memberCentre'),
};

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** SPEC bottom tabs: the tab whose path matches the current one, or null on other pages. */
export function activeTab(pathname: string): TabId | null {
  if (isHomePath(pathname)) return 'home';
  const path = normalisePath(pathname);
  if (under(path, TAB_PATHS.activity)) return 'activity';
  if (under(path, TAB_PATHS.deposit)) return 'deposit';
  if (path === TAB_PATHS.member) return 'member';
  return null;
}

import { LOGIN_BANNER_GROUP, LOGIN_PATH, pathOf } from '@mobile/shared-contracts';

export type AuthTab = 'login' | 'register';

export const REGISTER_PATH = pathOf('register');

/** SPEC 2: the initial tab comes from the path (/m/register and /m/register.html open register). */
export function tabOfPath(pathname: string): AuthTab {
  return /^\/m\/register(\.html)?\/?$/.test(pathname) ? 'register' : 'login';
}

/** The address of a tab, keeping the query (return target, invitation link). */
export function pathOfTab(tab: AuthTab, search: string): string {
  return `${tab === 'register' ? REGISTER_PATH : LOGIN_PATH}${search}`;
}

/** SPEC banner groups: m_login on the login tab; m_register, else m_reg, on the register tab. */
export function bannerGroupsOf(tab: AuthTab): readonly string[] {
  return tab === 'login' ? [LOGIN_BANNER_GROUP] : ['m_register', 'm_reg'];
}

import type { MemberInfo } from './session';

/** Name shown for a member: the nickname, else the account, else the session's user name. */
export function memberDisplayName(
  member: Pick<MemberInfo, 'nickname' | 'account'> | null,
  fallback = '',
): string {
  const nickname = member?.nickname?.trim();
  if (nickname) return nickname;
  return member?.account || fallback;
}

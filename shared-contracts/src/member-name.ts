import { AVATAR_IDS, avatarPath } from './avatars';
import { hasClub, type MemberInfo } from './session';

/** Name shown for a member: the nickname, else the account, else the session's user name. */
export function memberDisplayName(
  member: Pick<MemberInfo, 'nickname' | 'account'> | null,
  fallback = '',
): string {
  const nickname = member?.nickname?.trim();
  if (nickname) return nickname;
  return member?.account || fallback;
}

/** The avatar's letter: the first character of the shown name, upper-cased. */
export function memberInitial(name: string): string {
  return name.slice(0, 1).toUpperCase();
}

/** The picture of the member's chosen site avatar, or null (the initial is shown then). */
export function memberAvatarSrc(member: Pick<MemberInfo, 'avatar'> | null): string | null {
  const avatar = AVATAR_IDS.find((id) => id === member?.avatar);
  return avatar === undefined ? null : avatarPath(avatar);
}

/** The VIP club label shown under the name, only for a club the server assigned (type AUTO). */
export function clubLabelName(member: Pick<MemberInfo, 'clubLabel'> | null): string | null {
  return hasClub(member) && member?.clubLabel ? member.clubLabel.labelName : null;
}

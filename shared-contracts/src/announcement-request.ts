import type { RequestOf } from './api-client';
import { PLATFORM } from './constants';

/** SPEC 3 announcement query types: players see banners, player notices and pop-ups; agents see A. */
export const PLAYER_NOTICE_TYPES = 'B,PL,PU';
export const AGENT_NOTICE_TYPES = 'A';

export type NoticeTypes = typeof PLAYER_NOTICE_TYPES | typeof AGENT_NOTICE_TYPES;

/** The agent variant is /m/member/notice?types=A; anything else is the player list. */
export function noticeTypesFrom(search: string): NoticeTypes {
  return new URLSearchParams(search).get('types') === 'A' ? AGENT_NOTICE_TYPES : PLAYER_NOTICE_TYPES;
}

/** The login tab's banner group (remote-member's AuthBanner). */
export const LOGIN_BANNER_GROUP = 'm_login';

/** SPEC 7 agent notice: groupName 'm_home'. */
export const AGENT_NOTICE_GROUP = 'm_home';

/**
 * The payload of every announcement query (SPEC 7 'Announcements'): the types and group asked for,
 * the platform code M and the merchant's code. The server still takes the merchant from its header and
 * refuses a payload naming another one.
 */
export function announcementRequest(
  merchantCode: string,
  types: string,
  groupName?: string,
): RequestOf<'announcements'> {
  return groupName === undefined
    ? { types, platform: PLATFORM, merchantCode }
    : { types, groupName, platform: PLATFORM, merchantCode };
}

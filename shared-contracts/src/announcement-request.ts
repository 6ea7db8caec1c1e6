import type { RequestOf } from './api-client';
import { PLATFORM } from './constants';

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

/** SPEC 3 announcement query types: players see banners, player notices and pop-ups; agents see A. */
export const PLAYER_NOTICE_TYPES = 'B,PL,PU';
export const AGENT_NOTICE_TYPES = 'A';

export type NoticeTypes = typeof PLAYER_NOTICE_TYPES | typeof AGENT_NOTICE_TYPES;

/** The agent variant is /m/member/notice?types=A; anything else is the player list. */
export function noticeTypesFrom(search: string): NoticeTypes {
  return new URLSearchParams(search).get('types') === 'A' ? AGENT_NOTICE_TYPES : PLAYER_NOTICE_TYPES;
}

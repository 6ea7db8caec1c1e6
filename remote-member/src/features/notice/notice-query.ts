// The notice list's types are the contracts' (the shell makes the page's first call with them).
export {
  AGENT_NOTICE_TYPES,
  type NoticeTypes,
  noticeTypesFrom,
  PLAYER_NOTICE_TYPES,
} from '@mobile/shared-contracts';

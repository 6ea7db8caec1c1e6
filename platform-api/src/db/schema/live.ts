import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/**
 * 0311: live notices on SQLite (issue 32), written in the transaction of the change they announce, so an
 * operator command in another process reaches the server's streams; pruned after `NOTICE_RETENTION_MS`.
 * PostgreSQL uses `NOTIFY` instead and never writes here.
 */
export interface LiveNoticeTable {
  id: Generated<number>;
  /** JSON of a `LiveNotice` (live/live-notice.ts): ids only. */
  payload: string;
  created_at: Timestamp;
}

export interface LiveTables {
  live_notices: LiveNoticeTable;
}

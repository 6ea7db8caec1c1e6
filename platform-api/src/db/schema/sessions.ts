import type { Timestamp } from './columns';

/** A signed-in session, by the SHA-256 of its token. */
export interface SessionTable {
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** 0019_session_idle: when the session was last used (sliding idle timeout). */
  last_seen_at: string | null;
  /** 0641_draw_tokens: the SHA-256 of the session's draw-only token, null while none was issued. */
  draw_token_hash: string | null;
}

export interface SessionTables {
  sessions: SessionTable;
}

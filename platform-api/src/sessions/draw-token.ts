import type { Db } from '../db/schema';
import { hashToken, newToken } from '../security/token';
import { SESSION_IDLE_MS } from './session-store';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** Who a draw token draws for: never a bearer session, never enough to call anything else. */
export interface DrawSession {
  memberId: number;
  merchantCode: string;
  type: number;
}

/**
 * A new draw-only token for the session with this token hash (docs/decisions/0641); the previous one, if
 * any, stops working. The token is returned once and only its hash is kept, on the session's own row.
 */
export async function issueDrawToken(db: Db, sessionTokenHash: string): Promise<string> {
  const token = newToken();
  await db
    .updateTable('sessions')
    .set({ draw_token_hash: hashToken(token) })
    .where('token_hash', '=', sessionTokenHash)
    .execute();
  return token;
}

/** The kept session of a password change draws no more with the token it had (a new one is asked for). */
export async function revokeDrawToken(db: Db, sessionTokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ draw_token_hash: null })
    .where('token_hash', '=', sessionTokenHash)
    .execute();
}

/**
 * The session a draw token belongs to while that session counts (same merchant, before its expiry, used
 * within the idle time), else null. Drawing a page is not using the session: the idle time is not slid
 * on, so a page left open cannot keep a session alive through its cookie.
 */
export async function findDrawSession(
  db: Db,
  token: string,
  merchantCode: string,
  { now = new Date(), idleMs = SESSION_IDLE_MS }: { now?: Date; idleMs?: number } = {},
): Promise<DrawSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.member_id', 'sessions.merchant_code', 'members.type'])
    .where('sessions.draw_token_hash', '=', hashToken(token))
    .where('sessions.merchant_code', '=', merchantCode)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
    .executeTakeFirst();
  return row ? { memberId: row.member_id, merchantCode: row.merchant_code, type: row.type } : null;
}

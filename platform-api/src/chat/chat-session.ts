import { createHash } from 'node:crypto';
import type { Db } from '../db/schema';
import { SESSION_TOUCH_MS } from '../sessions/session-store';

/**
 * A chat ticket names the session it was issued to by this digest of the session's stored token hash
 * (never the token, nor the hash the sessions table is keyed by), so the ticket dies with the session:
 * logout, "end all sessions", a password reset, expiry (issue 26 finding 18).
 */
export function chatSessionRef(tokenHash: string): string {
  return createHash('sha256').update(`chat-session:${tokenHash}`).digest('base64url');
}

/**
 * Whether the ticket's session still lives (not ended, within its lifetime and idle time). Chatting is
 * activity: a live session's idle time slides on, at most once a minute like any other request.
 */
export async function chatSessionLive(
  db: Db,
  ticket: { memberId: number; session: string },
  idleMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  return (await chatSessionTokenHash(db, ticket, idleMs, now)) !== null;
}

/** The stored token hash of the ticket's session while it lives (as `chatSessionLive`), else null. */
export async function chatSessionTokenHash(
  db: Db,
  ticket: { memberId: number; session: string },
  idleMs: number,
  now: Date = new Date(),
): Promise<string | null> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'last_seen_at'])
    .where('member_id', '=', ticket.memberId)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
    .execute();
  const row = rows.find((r) => chatSessionRef(r.token_hash) === ticket.session);
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at ?? '') >= SESSION_TOUCH_MS)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', row.token_hash)
      .execute();
  return row.token_hash;
}

import type { Db } from '../db/schema';
import { hashToken, newToken } from '../security/token';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export interface Session {
  memberId: number;
  merchantCode: string;
  userName: string;
  type: number;
  expiresAt: string;
}

export async function createSession(
  db: Db,
  member: { id: number; merchantCode: string },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: member.id,
      merchant_code: member.merchantCode,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** A session a member logs in with: created, and the member's last login stamped. */
export async function createLoginSession(
  db: Db,
  member: { id: number; merchantCode: string },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const session = await createSession(db, member, now);
  await db
    .updateTable('members')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', member.id)
    .execute();
  return session;
}

/** A session only counts on the merchant it was opened for and before it expires. */
export async function findSession(
  db: Db,
  token: string,
  merchantCode: string,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.member_id',
      'sessions.merchant_code',
      'sessions.expires_at',
      'members.username',
      'members.type',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.merchant_code', '=', merchantCode)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    userName: row.username,
    type: row.type,
    expiresAt: row.expires_at,
  };
}

export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

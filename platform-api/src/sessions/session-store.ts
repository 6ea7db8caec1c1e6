import type { Db } from '../db/schema';
import { isDatabaseUnavailable } from '../http/unavailable';
import { hashToken, newToken } from '../security/token';

/** Absolute lifetime: a session ends 24 hours after login whatever happens. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Default idle timeout (ASVS V7.3.1): 30 minutes without a request ends a session; sliding. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** `last_seen_at` is written at most this often, so a burst of reads is not a burst of writes. */
export const SESSION_TOUCH_MS = 60 * 1000;
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
      last_seen_at: now.toISOString(),
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

export interface FindOptions {
  now?: Date;
  idleMs?: number;
}

/**
 * A session only counts on the merchant it was opened for, before its absolute expiry and while it
 * has been used within the idle time; using it slides the idle time on.
 */
export async function findSession(
  db: Db,
  token: string,
  merchantCode: string,
  { now = new Date(), idleMs = SESSION_IDLE_MS }: FindOptions = {},
): Promise<Session | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.member_id',
      'sessions.merchant_code',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'members.username',
      'members.type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.merchant_code', '=', merchantCode)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at ?? '');
  if (!(now.getTime() - lastSeen < SESSION_TOUCH_MS)) {
    try {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    } catch (error) {
      // A locked or read-only database must not turn every member read into a failure.
      if (!isDatabaseUnavailable(error)) throw error;
    }
  }
  return {
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    userName: row.username,
    type: row.type,
    expiresAt: row.expires_at,
  };
}

/** Removes sessions past their absolute lifetime or idle for longer than the idle time. */
export async function deleteExpiredSessions(
  db: Db,
  now: Date = new Date(),
  idleMs: number = SESSION_IDLE_MS,
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - idleMs).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb('last_seen_at', '<=', idleCutoff),
        eb('last_seen_at', 'is', null),
      ]),
    )
    .execute();
}

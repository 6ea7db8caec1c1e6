import type { Db } from '../db/schema';
import { type LiveNotice, publishLive } from '../live/live-notice';

type LogoutReason = Extract<LiveNotice, { k: 'logout' }>['r'];

/**
 * Logs a member out everywhere: every session of the member ends now (time-out, self-exclusion), and the
 * member's open pages are told (a forced logout on their live stream).
 */
export async function endAllSessions(
  db: Db,
  memberId: number,
  reason: LogoutReason = 'session-ended',
  /** The session whose page asked for it: it shows its own confirmation, then signs itself out. */
  requesterTokenHash?: string,
): Promise<void> {
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  await publishLive(db, {
    k: 'logout',
    m: memberId,
    r: reason,
    ...(requesterTokenHash ? { s: requesterTokenHash } : {}),
  });
}

import type { Db } from '../db/schema';

/** Logs a member out everywhere: every session of the member ends now (time-out, self-exclusion). */
export async function endAllSessions(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
}

import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashToken } from '../security/token';
import { limitInForce } from './limit-store';
import { protectionRulesOfMember } from './merchant-rules';
import { windowStart } from './periods';
import { netPlayResultSince } from './play-session';

const MINUTE_MS = 60_000;

/**
 * Called before a game or lottery opens: refuses with LOSS_LIMIT once the net loss of the last 24 hours
 * reached the member's loss limit, and with SESSION_LIMIT once this session is as long as the
 * session-time limit (the shell also logs the member out then).
 */
export async function assertPlayAllowed(
  db: Db,
  memberId: number,
  token: string | null,
  now: Date,
): Promise<void> {
  const lossLimit = await limitInForce(db, memberId, 'loss24h', now);
  if (lossLimit !== null) {
    const rules = await protectionRulesOfMember(db, memberId);
    const since = windowStart('loss24h', now, rules.timeZone).toISOString();
    const loss = -(await netPlayResultSince(db, memberId, since));
    if (loss >= lossLimit) throw new ApiError('LOSS_LIMIT', 403, { limitCents: lossLimit, lossCents: loss });
  }
  const sessionLimit = await limitInForce(db, memberId, 'sessionMinutes', now);
  if (sessionLimit !== null && token) {
    const session = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (session && now.getTime() - Date.parse(session.created_at) >= sessionLimit * MINUTE_MS)
      throw new ApiError('SESSION_LIMIT', 403, { limitMinutes: sessionLimit });
  }
}

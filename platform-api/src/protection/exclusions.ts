import type { ExcludeRequest } from '@mobile/shared-contracts';
import { SELF_EXCLUSION_MINIMUM_MONTHS } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { endAllSessions } from '../sessions/end-all-sessions';
import { addMonths, selfExclusionEnd, timeOutEnd } from './periods';

export interface Exclusion {
  id: number;
  kind: 'timeOut' | 'selfExclusion';
  period: string;
  startedAt: string;
  endsAt: string;
  lockedUntil: string;
}

/** The time-out or self-exclusion in force at `now` (the one ending last), or null. Ends by itself. */
export async function activeExclusion(
  db: Db,
  memberId: number,
  now: Date = new Date(),
): Promise<Exclusion | null> {
  const row = await db
    .selectFrom('protection_exclusions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('started_at', '<=', now.toISOString())
    .where('ends_at', '>', now.toISOString())
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    lockedUntil: row.locked_until,
  };
}

/**
 * For any feature that reaches a member (promotions, marketing messages, bonuses, login): true while a
 * time-out or self-exclusion is in force. Such members get no promotion or marketing message.
 */
export async function isExcluded(db: Db, memberId: number, now: Date = new Date()): Promise<boolean> {
  return (await activeExclusion(db, memberId, now)) !== null;
}

/** Login refusal stating the end date: EXCLUDED (403) with `{ kind, endsAt }`. */
export async function refuseIfExcluded(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion) throw new ApiError('EXCLUDED', 403, { kind: exclusion.kind, endsAt: exclusion.endsAt });
}

/** Starts a time-out or self-exclusion and logs the member out everywhere, in one transaction. */
export async function startExclusion(
  db: Db,
  memberId: number,
  request: ExcludeRequest,
  now: Date,
  requesterTokenHash?: string,
): Promise<Exclusion> {
  const endsAt =
    request.kind === 'timeOut' ? timeOutEnd(now, request.period) : selfExclusionEnd(now, request.period);
  // A time-out may be ended early on request; a self-exclusion not in its first six months.
  const lockedUntil = request.kind === 'timeOut' ? now : addMonths(now, SELF_EXCLUSION_MINIMUM_MONTHS);
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('protection_exclusions')
      .values({
        member_id: memberId,
        kind: request.kind,
        period: request.period,
        started_at: now.toISOString(),
        ends_at: endsAt.toISOString(),
        locked_until: lockedUntil.toISOString(),
        ended_at: null,
        ended_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await endAllSessions(trx, memberId, 'self-excluded', requesterTokenHash);
    return {
      id: row.id,
      kind: request.kind,
      period: request.period,
      startedAt: now.toISOString(),
      endsAt: endsAt.toISOString(),
      lockedUntil: lockedUntil.toISOString(),
    };
  });
}

/** Ends the exclusion in force early (operator, on the member's request); a locked self-exclusion is refused. */
export async function endExclusionEarly(db: Db, memberId: number, by: string, now: Date): Promise<Exclusion> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (!exclusion) throw new ApiError('NOT_FOUND', 404);
  if (now.toISOString() < exclusion.lockedUntil)
    throw new ApiError('EXCLUSION_LOCKED', 409, { lockedUntil: exclusion.lockedUntil });
  await db
    .updateTable('protection_exclusions')
    .set({ ended_at: now.toISOString(), ended_by: by })
    .where('id', '=', exclusion.id)
    .where('ended_at', 'is', null)
    .execute();
  return exclusion;
}

export async function exclusionHistory(db: Db, memberId: number) {
  return db
    .selectFrom('protection_exclusions')
    .select(['kind', 'period', 'started_at', 'ends_at', 'locked_until', 'ended_at', 'ended_by'])
    .where('member_id', '=', memberId)
    .orderBy('started_at', 'desc')
    .execute();
}

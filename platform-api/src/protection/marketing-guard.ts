import type { Db } from '../db/schema';
import { isExcluded, refuseIfExcluded } from './exclusions';

/*
 * The one rule for promotions, bonuses, rewards and marketing messages (issue 14): none reaches a member
 * during a time-out or self-exclusion. Nothing is applied, granted or stored for them meanwhile, so
 * nothing from that time shows up when the exclusion ends. Every feature that sends one uses these.
 */

/** False while the member is in a time-out or self-exclusion. */
export async function mayReceiveMarketing(
  db: Db,
  memberId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return !(await isExcluded(db, memberId, now));
}

/** Refuses a promotion, reward or marketing message to one member: EXCLUDED (403) with `{ kind, endsAt }`. */
export function refuseMarketing(db: Db, memberId: number, now: Date = new Date()): Promise<void> {
  return refuseIfExcluded(db, memberId, now);
}

/** Of the members given, those a marketing message may reach now (members excluded now are left out). */
export async function marketingAudience(
  db: Db,
  memberIds: readonly number[],
  now: Date = new Date(),
): Promise<number[]> {
  const at = now.toISOString();
  const excluded = await db
    .selectFrom('protection_exclusions')
    .select('member_id')
    .where('ended_at', 'is', null)
    .where('started_at', '<=', at)
    .where('ends_at', '>', at)
    .execute();
  const left = new Set(excluded.map((row) => row.member_id));
  return memberIds.filter((id) => !left.has(id));
}

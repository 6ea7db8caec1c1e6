import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { refuseMarketing } from '../protection/marketing-guard';

/** Refuses (exit 1) a promotion, reward or marketing message to a member in a time-out or self-exclusion. */
export async function refuseMarketingTo(db: Db, member: { id: number; username: string }, now: Date) {
  try {
    await refuseMarketing(db, member.id, now);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'EXCLUDED') throw error;
    const { kind, endsAt } = error.value as { kind: string; endsAt: string };
    throw new Error(
      `'${member.username}' is in a ${kind} until ${endsAt}: no promotion, reward or marketing`,
    );
  }
}

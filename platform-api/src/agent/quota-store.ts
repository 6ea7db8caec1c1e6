import { AGENT_OPEN_ACCOUNT_QUOTA, type AgentQuota } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

export const quotaExhausted = () => new ApiError('QUOTA_EXHAUSTED', 409);

/** The agent's quota row, made with the default total on first use. */
async function ensureQuota(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('agent_quotas')
    .values({ member_id: memberId, total: AGENT_OPEN_ACCOUNT_QUOTA })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

export async function quotaOf(db: Db, memberId: number): Promise<AgentQuota> {
  await ensureQuota(db, memberId);
  const row = await db
    .selectFrom('agent_quotas')
    .select(['total', 'used'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const used = Number(row.used);
  return { total, used, remaining: Math.max(0, total - used) };
}

/**
 * Takes one opening from the quota with a conditional update (never past the total, whatever runs at
 * the same time); call it in the transaction that creates the member, so a refused opening gives it back.
 */
export async function takeQuota(db: Db, memberId: number): Promise<void> {
  await ensureQuota(db, memberId);
  const result = await db
    .updateTable('agent_quotas')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('member_id', '=', memberId)
    .whereRef('used', '<', 'total')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw quotaExhausted();
}

/** Operator: sets an agent's total (openings already made stay counted). */
export async function setQuotaTotal(db: Db, memberId: number, total: number): Promise<void> {
  await ensureQuota(db, memberId);
  await db.updateTable('agent_quotas').set({ total }).where('member_id', '=', memberId).execute();
}

import { isRewardStatus, type Reward, type RewardStatus, rewardTransition } from '@mobile/shared-contracts';
import type { Transaction } from 'kysely';
import { recordBonusTurnover } from '../bonus/turnover-store';
import { centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { refuseMarketing } from '../protection/marketing-guard';
import { postEntry } from '../wallet/ledger';

export interface RewardGrant {
  memberId: number;
  title: string;
  /** Which feature grants it: red-rain, promotion, vip, mall, … */
  source: string;
  amountCents: number;
  /** Usually 'issued' (claimable now); 'coming', 'signed' or 'applying' for rewards still in progress. */
  status?: RewardStatus;
  /** Names the grant so it is made once per member (e.g. 'red-rain:2024-05-01T20'). */
  reference: string;
  at?: Date;
}

/**
 * Grants a reward inside the caller's transaction. The same (member, reference) is granted once:
 * a second call returns the first reward's id and `created: false`. Money moves only when the member
 * claims it (claimReward). No reward is granted during a time-out or self-exclusion (EXCLUDED 403).
 */
export async function grantReward(
  trx: Transaction<DB>,
  grant: RewardGrant,
): Promise<{ rewardId: number; created: boolean }> {
  if (!Number.isSafeInteger(grant.amountCents) || grant.amountCents <= 0)
    throw new Error(`invalid reward amount ${grant.amountCents}`);
  await refuseMarketing(trx, grant.memberId, grant.at ?? new Date());
  const at = (grant.at ?? new Date()).toISOString();
  const inserted = await trx
    .insertInto('rewards')
    .values({
      member_id: grant.memberId,
      title: grant.title,
      source: grant.source,
      amount_cents: grant.amountCents,
      status: grant.status ?? 'issued',
      reference: grant.reference,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { rewardId: inserted.id, created: true };
  const existing = await trx
    .selectFrom('rewards')
    .select('id')
    .where('member_id', '=', grant.memberId)
    .where('reference', '=', grant.reference)
    .executeTakeFirstOrThrow();
  return { rewardId: existing.id, created: false };
}

export async function listRewards(db: Db, memberId: number, status?: RewardStatus): Promise<Reward[]> {
  let query = db.selectFrom('rewards').selectAll().where('member_id', '=', memberId);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows
    .filter((row) => isRewardStatus(row.status))
    .map((row) => ({
      rewardId: row.id,
      title: row.title,
      source: row.source,
      amount: centsToAmount(row.amount_cents),
      status: row.status as RewardStatus,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
}

/**
 * Claims the member's own issued reward: issued → claimed by a conditional update, then one BONUS
 * ledger row (reference `reward:<id>`) with its turnover requirement, in one transaction. Concurrent claims find the status already
 * moved and credit nothing; another member's reward is 'not found'.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  rewardId: number,
  now: Date,
  /** The player's request's trace id, kept on the ledger row. */
  traceId: string | null = null,
): Promise<{ rewardId: number; amount: number; balance: number }> {
  const claimed = rewardTransition('issued', 'claim');
  if (!claimed) throw new Error('the reward machine lost its claim step');
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('rewards')
      .set({ status: claimed, updated_at: now.toISOString() })
      .where('id', '=', rewardId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'issued')
      .returning(['amount_cents', 'title', 'turnover_multiple'])
      .executeTakeFirst();
    if (!row) {
      const own = await trx
        .selectFrom('rewards')
        .select('id')
        .where('id', '=', rewardId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      throw own ? new ApiError('REWARD_NOT_CLAIMABLE', 409) : notFound();
    }
    const credited = await postEntry(trx, {
      memberId,
      txCode: 'BONUS',
      amountCents: Number(row.amount_cents),
      remark: row.title,
      reference: `reward:${rewardId}`,
      at: now,
      traceId,
    });
    if (!credited.ok) throw new Error('a credit cannot be refused');
    // Reward money is bonus money: it carries the reward's turnover requirement (finding 14).
    await recordBonusTurnover(trx, {
      memberId,
      transactionId: credited.transactionId,
      bonusCents: Number(row.amount_cents),
      multiple: Number(row.turnover_multiple),
      at: now,
    });
    return {
      rewardId,
      amount: centsToAmount(row.amount_cents),
      balance: centsToAmount(credited.balanceAfterCents),
    };
  });
}

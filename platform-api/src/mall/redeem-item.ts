import { sql } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { grantReward } from '../rewards/reward-store';
import { movePoints } from './points-store';

/**
 * Redeems one item in one transaction: stock taken by a conditional update (never below zero), then
 * the points spent by movePoints' conditional update (never below zero), then the redemption (and, for
 * a voucher, its reward). If the points do not cover it, the thrown error rolls the stock back too.
 */
export async function redeemItem(
  db: Db,
  request: { memberId: number; merchantCode: string; itemId: number; now: Date },
): Promise<{ redemptionId: number; points: number }> {
  return inTransaction(db, async (trx) => {
    const item = await trx
      .selectFrom('mall_items')
      .select(['id', 'name', 'points_cost', 'stock', 'reward_cents'])
      .where('id', '=', request.itemId)
      .where('merchant_code', '=', request.merchantCode)
      .executeTakeFirst();
    if (!item) throw notFound();
    const taken = await trx
      .updateTable('mall_items')
      .set({ stock: sql<number>`stock - 1` })
      .where('id', '=', item.id)
      .where('stock', '>', 0)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw new ApiError('OUT_OF_STOCK', 409);
    const cost = Number(item.points_cost);
    const redemption = await trx
      .insertInto('mall_redemptions')
      .values({
        member_id: request.memberId,
        item_id: item.id,
        item_name: item.name,
        points: cost,
        created_at: request.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await movePoints(trx, {
      memberId: request.memberId,
      kind: 'REDEEM',
      points: -cost,
      reference: `redemption:${redemption.id}`,
      at: request.now,
    });
    if (after === null) throw new ApiError('INSUFFICIENT_POINTS', 409);
    // A voucher becomes an issued reward, claimed into the wallet from the reward centre.
    const rewardCents = Number(item.reward_cents);
    if (rewardCents > 0)
      await grantReward(trx, {
        memberId: request.memberId,
        title: item.name,
        source: 'mall',
        amountCents: rewardCents,
        reference: `redemption:${redemption.id}`,
        at: request.now,
      });
    return { redemptionId: redemption.id, points: after };
  });
}

import { sql } from 'kysely';
import { centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { postEntry } from '../wallet/ledger';

/**
 * Cancels the member's own pending lottery pick before its draw and refunds its stake (BET_REFUND,
 * reference `suborder:<id>`), in one transaction. The status change is conditional, so two cancels
 * of one pick refund it once; another member's pick is 'not found', a drawn one 'not cancellable'.
 */
export async function cancelSubOrder(
  db: Db,
  memberId: number,
  subOrderId: number,
  now: Date,
  /** The player's request's trace id, kept on the refund's ledger row. */
  traceId: string | null = null,
): Promise<{ subOrderId: number; refund: number; balance: number }> {
  return inTransaction(db, async (trx) => {
    const cancelled = await trx
      .updateTable('bet_sub_orders')
      .set({ status: 'cancelled' })
      .where('id', '=', subOrderId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .where('draw_at', '>', now.toISOString())
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('game_bets as b')
            .innerJoin('games as g', 'g.id', 'b.game_id')
            .select(sql`1`.as('one'))
            .whereRef('b.id', '=', 'bet_sub_orders.bet_id')
            .where('g.category', '=', 'LOTTERY'),
        ),
      )
      .returning(['amount_cents', 'bet_id'])
      .executeTakeFirst();
    if (!cancelled) {
      const own = await trx
        .selectFrom('bet_sub_orders')
        .select('id')
        .where('id', '=', subOrderId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      throw own ? new ApiError('NOT_CANCELLABLE', 409) : notFound();
    }
    const refunded = await postEntry(trx, {
      memberId,
      txCode: 'BET_REFUND',
      amountCents: Number(cancelled.amount_cents),
      remark: `Cancelled pick of bet #${cancelled.bet_id}`,
      reference: `suborder:${subOrderId}`,
      at: now,
      traceId,
    });
    if (!refunded.ok) throw new Error('a credit cannot be refused');
    return {
      subOrderId,
      refund: centsToAmount(cancelled.amount_cents),
      balance: centsToAmount(refunded.balanceAfterCents),
    };
  });
}

import type { Transaction } from 'kysely';
import { recordBonusTurnover } from '../bonus/turnover-store';
import type { DB, Db } from '../db/schema';
import { postEntry } from '../wallet/ledger';

/** True once the member has a credited deposit or has had the first-deposit bonus (finding 13). */
export async function hadFirstDeposit(db: Db, memberId: number, exceptOrderNo = ''): Promise<boolean> {
  const claimed = await db
    .selectFrom('first_deposit_bonuses')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (claimed) return true;
  const deposit = await db
    .selectFrom('transactions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('tx_code', '=', 'DEPOSIT')
    .where('amount_cents', '>', 0)
    .where((eb) => eb.or([eb('reference', 'is', null), eb('reference', '<>', exceptOrderNo)]))
    .limit(1)
    .executeTakeFirst();
  return deposit !== undefined;
}

export interface SettledOrder {
  id: number;
  memberId: number;
  orderNo: string;
  promoId: number | null;
  bonusCents: number;
  /** The order's trace id, carried to the bonus's ledger row. */
  traceId: string | null;
}

/**
 * Credits an order's promotion bonus inside the transaction that credited its deposit (the wallet is
 * locked by then), with its turnover requirement. A first-deposit promotion pays only when no other deposit
 * was ever credited and the member's row in first_deposit_bonuses could be written: its primary key lets
 * one order win even when callbacks settle in parallel. An order that loses keeps its deposit and shows no
 * bonus.
 */
export async function creditDepositBonus(trx: Transaction<DB>, order: SettledOrder, at: Date): Promise<void> {
  if (order.bonusCents <= 0) return;
  const promo =
    order.promoId === null
      ? undefined
      : await trx
          .selectFrom('deposit_promos')
          .select(['first_deposit_only', 'turnover_multiple'])
          .where('id', '=', order.promoId)
          .executeTakeFirst();
  if (promo && Number(promo.first_deposit_only) === 1) {
    const first =
      !(await hadFirstDeposit(trx, order.memberId, order.orderNo)) &&
      (await trx
        .insertInto('first_deposit_bonuses')
        .values({ member_id: order.memberId, order_id: order.id, created_at: at.toISOString() })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst()) !== undefined;
    if (!first) {
      await trx.updateTable('deposit_orders').set({ bonus_cents: 0 }).where('id', '=', order.id).execute();
      return;
    }
  }
  const credited = await postEntry(trx, {
    memberId: order.memberId,
    txCode: 'BONUS',
    amountCents: order.bonusCents,
    remark: `Deposit bonus ${order.orderNo}`,
    reference: order.orderNo,
    at,
    traceId: order.traceId,
  });
  if (!credited.ok) throw new Error('a credit cannot be refused');
  await recordBonusTurnover(trx, {
    memberId: order.memberId,
    transactionId: credited.transactionId,
    bonusCents: order.bonusCents,
    multiple: promo ? Number(promo.turnover_multiple) : 1,
    at,
  });
}

import type { Transaction } from 'kysely';
import type { DB, Db } from '../db/schema';
import type { DepositRefusal } from './deposit-limits';

/**
 * Keeps a confirmed deposit that may not be credited (over a limit, or during an exclusion) waiting for
 * the operator: the order stays PENDING, records the gateway's payment once, and gets a held row with
 * the reason. False when the order is no longer waiting or another payment was already recorded for it.
 */
export async function holdDeposit(
  trx: Transaction<DB>,
  order: { id: number; memberId: number },
  refusal: DepositRefusal,
  gatewayTx: string | null,
  now: Date,
): Promise<boolean> {
  let query = trx
    .updateTable('deposit_orders')
    .set({ updated_at: now.toISOString(), ...(gatewayTx ? { gateway_tx: gatewayTx } : {}) })
    .where('id', '=', order.id)
    .where('status', '=', 'PENDING');
  if (gatewayTx) query = query.where('gateway_tx', 'is', null);
  const updated = await query.executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  const row = {
    reason: refusal.code,
    detail: JSON.stringify(refusal.value),
    held_at: now.toISOString(),
  };
  await trx
    .insertInto('protection_held_deposits')
    .values({ order_id: order.id, member_id: order.memberId, ...row })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(row))
    .execute();
  return true;
}

/** The member's deposits held for review that are still waiting (for the operator command). */
export async function heldDeposits(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('protection_held_deposits')
    .innerJoin('deposit_orders', 'deposit_orders.id', 'protection_held_deposits.order_id')
    .select([
      'deposit_orders.order_no',
      'deposit_orders.amount_cents',
      'protection_held_deposits.reason',
      'protection_held_deposits.detail',
      'protection_held_deposits.held_at',
    ])
    .where('protection_held_deposits.member_id', '=', memberId)
    .where('deposit_orders.status', '=', 'PENDING')
    .orderBy('protection_held_deposits.held_at', 'desc')
    .execute();
  return rows.map((r) => ({
    orderNo: r.order_no,
    amountCents: Number(r.amount_cents),
    reason: r.reason,
    detail: JSON.parse(r.detail) as unknown,
    heldAt: r.held_at,
  }));
}

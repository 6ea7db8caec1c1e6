import { maskCardNumber, type OrderStatus, type WithdrawOrder } from '@mobile/shared-contracts';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { centsToAmount } from '../common/money';
import { offsetOf, paged } from '../common/paging';
import type { DB, Db } from '../db/schema';
import { postEntry } from '../wallet/ledger';

function ordersQuery(db: Db) {
  return db
    .selectFrom('withdraw_orders')
    .innerJoin('bank_cards', 'bank_cards.id', 'withdraw_orders.bank_card_id')
    .select([
      'withdraw_orders.id',
      'withdraw_orders.order_no',
      'withdraw_orders.amount_cents',
      'withdraw_orders.status',
      'withdraw_orders.created_at',
      'bank_cards.bank_name',
      'bank_cards.card_number',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>>;

const orderView = (row: Row): WithdrawOrder => ({
  orderNo: row.order_no,
  bankName: row.bank_name,
  maskedNumber: maskCardNumber(row.card_number),
  amount: centsToAmount(row.amount_cents),
  status: row.status as OrderStatus,
  createdAt: row.created_at,
});

export async function findMemberWithdrawOrder(db: Db, memberId: number, orderNo: string) {
  const row = await ordersQuery(db)
    .where('withdraw_orders.member_id', '=', memberId)
    .where('withdraw_orders.order_no', '=', orderNo)
    .executeTakeFirst();
  return row ? orderView(row) : null;
}

export async function listWithdrawOrders(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const total = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await ordersQuery(db)
    .where('withdraw_orders.member_id', '=', memberId)
    .orderBy('withdraw_orders.created_at', 'desc')
    .orderBy('withdraw_orders.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNo, pageSize))
    .execute();
  return paged(rows.map(orderView), pageNo, pageSize, total.n);
}

/** Sum held by the member's pending withdrawals (already debited from the balance at request). */
export async function heldCents(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('held'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

export type WithdrawSettlement = 'SUCCESS' | 'FAILED' | 'CANCELLED';

/**
 * Moves a pending order once (conditional update). Approval keeps the held debit (the money left);
 * a cancel or a rejection gives it back with a WITHDRAW_REFUND row naming the order.
 */
export async function settleWithdrawOrder(
  trx: Transaction<DB>,
  where: { orderNo: string; memberId?: number },
  outcome: WithdrawSettlement,
  now = new Date(),
): Promise<'settled' | 'not-found' | 'not-pending'> {
  let update = trx
    .updateTable('withdraw_orders')
    .set({ status: outcome, updated_at: now.toISOString() })
    .where('order_no', '=', where.orderNo)
    .where('status', '=', 'PENDING');
  if (where.memberId !== undefined) update = update.where('member_id', '=', where.memberId);
  const settled = await update.returning(['member_id', 'amount_cents', 'order_no']).executeTakeFirst();
  if (!settled) {
    let exists = trx.selectFrom('withdraw_orders').select('id').where('order_no', '=', where.orderNo);
    if (where.memberId !== undefined) exists = exists.where('member_id', '=', where.memberId);
    return (await exists.executeTakeFirst()) ? 'not-pending' : 'not-found';
  }
  if (outcome !== 'SUCCESS') {
    await postEntry(trx, {
      memberId: settled.member_id,
      txCode: 'WITHDRAW_REFUND',
      amountCents: Number(settled.amount_cents),
      remark: `${outcome === 'CANCELLED' ? 'Cancelled' : 'Rejected'} withdrawal ${settled.order_no}`,
      reference: settled.order_no,
      at: now,
    });
  }
  return 'settled';
}

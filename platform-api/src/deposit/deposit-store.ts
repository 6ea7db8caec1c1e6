import type { DepositOrder, OrderStatus } from '@mobile/shared-contracts';
import type { Transaction } from 'kysely';
import { centsToAmount } from '../common/money';
import { offsetOf, paged } from '../common/paging';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { assertDepositWithinLimits, depositRefusal } from '../protection/deposit-limits';
import { holdDeposit } from '../protection/held-deposits';
import { postEntry } from '../wallet/ledger';
import { creditDepositBonus } from './deposit-bonus';
import { newOrderNo } from './order-no';

const orderColumns = [
  'deposit_orders.id',
  'deposit_orders.order_no',
  'deposit_orders.member_id',
  'deposit_orders.amount_cents',
  'deposit_orders.bonus_cents',
  'deposit_orders.status',
  'deposit_orders.remark',
  'deposit_orders.created_at',
  'deposit_channels.name as channel_name',
  'deposit_channels.method',
] as const;

function ordersQuery(db: Db) {
  return db
    .selectFrom('deposit_orders')
    .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_orders.channel_id')
    .select(orderColumns)
    .select((eb) =>
      eb
        .selectFrom('deposit_receipts')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('deposit_receipts.order_id', '=', 'deposit_orders.id')
        .as('receipts'),
    )
    .select((eb) =>
      eb
        .selectFrom('protection_held_deposits')
        .select((h) => h.fn.countAll<number>().as('n'))
        .whereRef('protection_held_deposits.order_id', '=', 'deposit_orders.id')
        .as('held'),
    );
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>>;

function orderView(row: OrderRow): DepositOrder {
  return {
    orderNo: row.order_no,
    channelName: row.channel_name,
    method: row.method === 'GATEWAY' ? 'GATEWAY' : 'MANUAL',
    amount: centsToAmount(row.amount_cents),
    bonus: centsToAmount(row.bonus_cents),
    status: row.status as OrderStatus,
    remark: row.remark,
    receipts: Number(row.receipts ?? 0),
    createdAt: row.created_at,
    heldForReview: row.status === 'PENDING' && Number(row.held ?? 0) > 0,
  };
}

export async function createDepositOrder(
  db: Db,
  order: {
    memberId: number;
    channelId: number;
    promoId: number | null;
    amountCents: number;
    bonusCents: number;
    remark: string;
    /** The trace id of the player's request: the credit, whenever it comes, carries it to the ledger. */
    traceId: string | null;
  },
  now = new Date(),
): Promise<{ id: number; orderNo: string }> {
  // Responsible play: an excluded member or a deposit over the remaining limit (waiting orders included)
  // is refused before any order; the wallet lock taken by the check is held until the order is written.
  return inTransaction(db, async (trx) => {
    await assertDepositWithinLimits(trx, order.memberId, order.amountCents, now);
    const orderNo = newOrderNo('D', now.getTime());
    const row = await trx
      .insertInto('deposit_orders')
      .values({
        order_no: orderNo,
        member_id: order.memberId,
        channel_id: order.channelId,
        promo_id: order.promoId,
        amount_cents: order.amountCents,
        bonus_cents: order.bonusCents,
        status: 'PENDING',
        remark: order.remark,
        gateway_tx: null,
        trace_id: order.traceId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, orderNo };
  });
}

/** One member's order by its number; another member's order is as unknown as a missing one. */
export async function findMemberDepositOrder(db: Db, memberId: number, orderNo: string) {
  const row = await ordersQuery(db)
    .where('deposit_orders.order_no', '=', orderNo)
    .where('deposit_orders.member_id', '=', memberId)
    .executeTakeFirst();
  return row ? orderView(row) : null;
}

export async function findDepositOrder(db: Db, orderNo: string) {
  return (
    (await db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst()) ??
    null
  );
}

export async function listDepositOrders(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const total = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await ordersQuery(db)
    .where('deposit_orders.member_id', '=', memberId)
    .orderBy('deposit_orders.created_at', 'desc')
    .orderBy('deposit_orders.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNo, pageSize))
    .execute();
  return paged(rows.map(orderView), pageNo, pageSize, total.n);
}

export type Settlement = 'SUCCESS' | 'FAILED' | 'CANCELLED';

/** settled: the status moved (and a success credited); held: kept PENDING for review; not-pending: nothing. */
export type SettleResult = 'settled' | 'held' | 'not-pending';

/**
 * Settles a pending order once: the status moves only from PENDING (a conditional update, so two
 * confirmations can never both win), and a success credits the deposit and its bonus in the ledger
 * (creditDepositBonus: a first-deposit bonus once per member, every bonus with its turnover requirement).
 * Responsible play: a success is checked again under the member's wallet lock against the money already
 * credited; one that would break a deposit limit, or arrives during an exclusion, is held for review
 * (never credited), so the limit is never exceeded by money actually credited.
 */
export async function settleDepositOrder(
  trx: Transaction<DB>,
  orderId: number,
  outcome: Settlement,
  gatewayTx: string | null = null,
  now = new Date(),
): Promise<SettleResult> {
  if (outcome === 'SUCCESS') {
    const order = await trx
      .selectFrom('deposit_orders')
      .select(['member_id', 'amount_cents'])
      .where('id', '=', orderId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (!order) return 'not-pending';
    const refusal = await depositRefusal(trx, order.member_id, Number(order.amount_cents), now, false);
    if (refusal) {
      const held = await holdDeposit(
        trx,
        { id: orderId, memberId: order.member_id },
        refusal,
        gatewayTx,
        now,
      );
      return held ? 'held' : 'not-pending';
    }
  }
  const settled = await trx
    .updateTable('deposit_orders')
    .set({ status: outcome, updated_at: now.toISOString(), ...(gatewayTx ? { gateway_tx: gatewayTx } : {}) })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING')
    .returning(['id', 'member_id', 'order_no', 'amount_cents', 'bonus_cents', 'promo_id', 'trace_id'])
    .executeTakeFirst();
  if (!settled) return 'not-pending';
  if (outcome !== 'SUCCESS') return 'settled';
  await postEntry(trx, {
    memberId: settled.member_id,
    reference: settled.order_no,
    at: now,
    txCode: 'DEPOSIT',
    amountCents: Number(settled.amount_cents),
    remark: `Deposit ${settled.order_no}`,
    // The player's tap that made the order, not the gateway's callback or the operator's review.
    traceId: settled.trace_id,
  });
  await creditDepositBonus(
    trx,
    {
      id: settled.id,
      memberId: settled.member_id,
      orderNo: settled.order_no,
      promoId: settled.promo_id,
      bonusCents: Number(settled.bonus_cents),
      traceId: settled.trace_id,
    },
    now,
  );
  return 'settled';
}

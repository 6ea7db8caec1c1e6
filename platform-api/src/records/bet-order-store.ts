import type { BetOrder, SubOrder } from '@mobile/shared-contracts';
import type { TimeRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import { offsetOf } from '../common/paging';
import type { Db } from '../db/schema';
import { isSubOrderCancellable, orderNoOf, orderStatusOf } from './bet-status';

const orderQuery = (db: Db, memberId: number) =>
  db
    .selectFrom('game_bets as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .where('b.member_id', '=', memberId);

type OrderRow = {
  id: number;
  game_name: string;
  vendor_code: string;
  category: string;
  play_type: string | null;
  amount_cents: number | string;
  payout_cents: number | string;
  detail: string;
  created_at: string;
};

const ORDER_COLUMNS = [
  'b.id',
  'g.display_name as game_name',
  'g.vendor_code',
  'g.category',
  'b.play_type',
  'b.amount_cents',
  'b.payout_cents',
  'b.detail',
  'b.created_at',
] as const;

type SubRow = {
  id: number;
  bet_id: number;
  content: string;
  amount_cents: number | string;
  payout_cents: number | string;
  status: string;
  draw_at: string;
};

function toOrder(row: OrderRow, subs: readonly SubRow[]): BetOrder {
  const payoutCents = Number(row.payout_cents);
  const states = subs.map((s) => ({ status: s.status, payoutCents: Number(s.payout_cents) }));
  return {
    orderId: row.id,
    orderNo: orderNoOf(row.id),
    gameName: row.game_name,
    vendor: row.vendor_code,
    category: row.category,
    playType: row.play_type,
    amount: centsToAmount(row.amount_cents),
    payout: centsToAmount(payoutCents),
    status: orderStatusOf(payoutCents, states),
    createdAt: row.created_at,
  };
}

async function subOrdersOf(db: Db, betIds: number[]): Promise<SubRow[]> {
  if (betIds.length === 0) return [];
  return db.selectFrom('bet_sub_orders').selectAll().where('bet_id', 'in', betIds).orderBy('id').execute();
}

/** One page of the member's orders in a period, newest first, optionally of one game category. */
export async function listOrders(
  db: Db,
  query: {
    memberId: number;
    range: TimeRange;
    category?: string;
    vendorsOnly?: boolean;
    vendor?: string;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ orders: (BetOrder & { detail: string })[]; total: number }> {
  let base = orderQuery(db, query.memberId)
    .where('b.created_at', '>=', query.range.from)
    .where('b.created_at', '<', query.range.to);
  if (query.category) base = base.where('g.category', '=', query.category);
  if (query.vendorsOnly) base = base.where('g.category', '!=', 'LOTTERY');
  if (query.vendor) base = base.where('g.vendor_code', '=', query.vendor);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(ORDER_COLUMNS)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNo, query.pageSize))
    .execute();
  const subs = await subOrdersOf(
    db,
    rows.map((r) => r.id),
  );
  const orders = rows.map((row) => ({
    ...toOrder(
      row,
      subs.filter((s) => s.bet_id === row.id),
    ),
    detail: row.detail,
  }));
  return { orders, total: Number(n) };
}

/** The member's own order with its sub-orders, or null (another member's id looks like no order). */
export async function findOrder(
  db: Db,
  memberId: number,
  orderId: number,
  now: Date,
): Promise<{ order: BetOrder; detail: string; subOrders: SubOrder[] } | null> {
  const row = await orderQuery(db, memberId)
    .where('b.id', '=', orderId)
    .select(ORDER_COLUMNS)
    .executeTakeFirst();
  if (!row) return null;
  const subs = await subOrdersOf(db, [row.id]);
  return {
    order: toOrder(row, subs),
    detail: row.detail,
    subOrders: subs.map((s) => ({
      subOrderId: s.id,
      content: s.content,
      amount: centsToAmount(s.amount_cents),
      payout: centsToAmount(s.payout_cents),
      status: orderStatusOf(0, [{ status: s.status, payoutCents: Number(s.payout_cents) }]),
      drawAt: s.draw_at,
      cancellable: isSubOrderCancellable(s.status, s.draw_at, now),
    })),
  };
}

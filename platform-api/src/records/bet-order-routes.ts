import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dayRange } from '../common/date-range';
import { paged } from '../common/paging';
import { notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { findOrder, listOrders } from './bet-order-store';
import { cancelSubOrder } from './cancel-sub-order';

const DEFAULT_PAGE_SIZE = 20;

/** Betting record: orders, their detail and sub-orders, cancel of a pick, and the vendors' own records. */
export function registerBetOrderRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.betOrders, async (ctx) => {
    const { input } = ctx;
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
    const { orders, total } = await listOrders(ctx.deps.db, {
      memberId: sessionOf(ctx).memberId,
      range: dayRange(input.startDate, input.endDate),
      category: input.category,
      pageNo: input.pageNo,
      pageSize,
    });
    return paged(orders, input.pageNo, pageSize, total);
  });

  registerEndpoint(app, ENDPOINTS.betOrderDetail, async (ctx) => {
    const found = await findOrder(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.orderId, new Date());
    if (!found) throw notFound();
    return found;
  });

  registerEndpoint(app, ENDPOINTS.cancelSubOrder, (ctx) =>
    cancelSubOrder(
      ctx.deps.db,
      sessionOf(ctx).memberId,
      ctx.input.subOrderId,
      new Date(),
      ctx.request.trace.traceId,
    ),
  );

  // The demo vendor's side of the same bets: its round id, stake, win and result text.
  registerEndpoint(app, ENDPOINTS.vendorRecords, async (ctx) => {
    const { input } = ctx;
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
    const { orders, total } = await listOrders(ctx.deps.db, {
      memberId: sessionOf(ctx).memberId,
      range: dayRange(input.startDate, input.endDate),
      vendorsOnly: true,
      vendor: input.vendor,
      pageNo: input.pageNo,
      pageSize,
    });
    const records = orders.map((order) => ({
      recordId: `${order.vendor}-${order.orderId}`,
      orderId: order.orderId,
      gameName: order.gameName,
      vendor: order.vendor,
      stake: order.amount,
      win: order.payout,
      result: order.detail,
      createdAt: order.createdAt,
    }));
    return paged(records, input.pageNo, pageSize, total);
  });
}

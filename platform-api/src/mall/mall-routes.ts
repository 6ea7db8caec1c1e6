import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { offsetOf, paged } from '../common/paging';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { pointsOf } from './points-store';
import { redeemItem } from './redeem-item';

const DEFAULT_PAGE_SIZE = 20;

/** Point mall: the member's points with the merchant's items, redeeming one, and the history. */
export function registerMallRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.mallItems, async (ctx) => {
    const session = sessionOf(ctx);
    const rows = await ctx.deps.db
      .selectFrom('mall_items')
      .selectAll()
      .where('merchant_code', '=', ctx.merchant.code)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return {
      points: await pointsOf(ctx.deps.db, session.memberId),
      items: rows.map((row) => ({
        itemId: row.id,
        name: row.name,
        description: row.description,
        pointsCost: Number(row.points_cost),
        stock: row.stock,
      })),
    };
  });

  registerEndpoint(app, ENDPOINTS.redeemMallItem, (ctx) =>
    redeemItem(ctx.deps.db, {
      memberId: sessionOf(ctx).memberId,
      merchantCode: ctx.merchant.code,
      itemId: ctx.input.itemId,
      now: new Date(),
    }),
  );

  registerEndpoint(app, ENDPOINTS.mallRedemptions, async (ctx) => {
    const pageSize = ctx.input.pageSize ?? DEFAULT_PAGE_SIZE;
    const base = ctx.deps.db.selectFrom('mall_redemptions').where('member_id', '=', sessionOf(ctx).memberId);
    const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(ctx.input.pageNo, pageSize))
      .execute();
    const content = rows.map((row) => ({
      redemptionId: row.id,
      itemName: row.item_name,
      points: Number(row.points),
      createdAt: row.created_at,
    }));
    return paged(content, ctx.input.pageNo, pageSize, n);
  });
}

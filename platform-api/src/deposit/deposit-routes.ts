import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import { registerEndpoint } from '../http/register-endpoint';
import { partnerPageUrl } from '../vendor/partner-pages';
import { listPromos, offeredChannels } from './channel-store';
import { checkDeposit } from './deposit-rules';
import { createDepositOrder, findMemberDepositOrder, listDepositOrders } from './deposit-store';
import { gatewayTicket } from './gateway-signature';
import { moneySessionOf } from './money-session';
import { checkReceipts, storeReceipts } from './receipt-files';

export const DEPOSIT_PAGE_SIZE = 10;

const orderNotFound = () => new ApiError('ORDER_NOT_FOUND', 404);

/** Deposit: channels, promos, gateway and manual orders, history. */
export function registerDepositRoutes(app: FastifyInstance): void {
  const secret = app.deps.secrets.paymentGateway;
  const paymentPage = app.deps.partnerPages.payment;

  registerEndpoint(app, ENDPOINTS.depositChannels, async (ctx) => {
    moneySessionOf(ctx);
    return offeredChannels(ctx.deps.db, ctx.merchant.code, paymentPage);
  });
  registerEndpoint(app, ENDPOINTS.depositPromos, (ctx) => {
    const session = moneySessionOf(ctx);
    return listPromos(ctx.deps.db, ctx.merchant.code, session.memberId);
  });

  registerEndpoint(app, ENDPOINTS.gatewayDeposit, async (ctx) => {
    const session = moneySessionOf(ctx);
    if (!paymentPage) throw new ApiError('CHANNEL_UNAVAILABLE', 503);
    const checked = await checkDeposit(
      ctx.deps.db,
      ctx.merchant.code,
      ctx.input,
      'GATEWAY',
      session.memberId,
    );
    const order = await createDepositOrder(ctx.deps.db, {
      memberId: session.memberId,
      channelId: checked.channel.id,
      promoId: ctx.input.promoId,
      amountCents: checked.amountCents,
      bonusCents: checked.bonusCents,
      remark: '',
      traceId: ctx.request.trace.traceId,
    });
    const ticket = gatewayTicket(order.orderNo, secret);
    return { orderNo: order.orderNo, gatewayUrl: partnerPageUrl(paymentPage, { ticket }) };
  });

  registerEndpoint(app, ENDPOINTS.manualDeposit, async (ctx) => {
    const session = moneySessionOf(ctx);
    const checked = await checkDeposit(ctx.deps.db, ctx.merchant.code, ctx.input, 'MANUAL', session.memberId);
    // Every file is checked before the first one is written: a bad one stores nothing.
    const receipts = checkReceipts(ctx.input.receipts);
    const stored = await storeReceipts(receipts);
    try {
      const order = await inTransaction(ctx.deps.db, async (trx) => {
        const created = await createDepositOrder(trx, {
          memberId: session.memberId,
          channelId: checked.channel.id,
          promoId: ctx.input.promoId,
          amountCents: checked.amountCents,
          bonusCents: checked.bonusCents,
          remark: ctx.input.remark,
          traceId: ctx.request.trace.traceId,
        });
        await trx
          .insertInto('deposit_receipts')
          .values(
            receipts.map((receipt, position) => ({
              order_id: created.id,
              position,
              file_key: stored.keys[position] ?? '',
              mime: receipt.mime,
              size_bytes: receipt.bytes.length,
            })),
          )
          .execute();
        return findMemberDepositOrder(trx, session.memberId, created.orderNo);
      });
      if (!order) throw new ApiError('UNKNOWN', 500);
      return order;
    } catch (error) {
      await stored.discard();
      throw error;
    }
  });

  registerEndpoint(app, ENDPOINTS.depositOrders, (ctx) =>
    listDepositOrders(ctx.deps.db, moneySessionOf(ctx).memberId, ctx.input.pageNo, DEPOSIT_PAGE_SIZE),
  );

  registerEndpoint(app, ENDPOINTS.depositOrder, async (ctx) => {
    const order = await findMemberDepositOrder(ctx.deps.db, moneySessionOf(ctx).memberId, ctx.input.orderNo);
    return order ?? Promise.reject(orderNotFound());
  });
}

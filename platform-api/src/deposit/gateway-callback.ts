import { centsOf } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope';
import { findDepositOrder, settleDepositOrder } from './deposit-store';
import { CALLBACK_MAX_AGE_MS, SIGNATURE_HEADER, signatureHolds } from './gateway-signature';

export const CALLBACK_PATH = '/wps/deposit/gateway/callback';

export const callbackSchema = v.object({
  orderNo: v.pipe(v.string(), v.regex(/^D[0-9A-Z]{8,24}$/)),
  amount: v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/)),
  status: v.picklist(['PAID', 'CANCELLED']),
  gatewayTx: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  timestamp: v.pipe(v.number(), v.integer()),
});

export type GatewayCallback = v.InferOutput<typeof callbackSchema>;

/**
 * The payment gateway's server-to-server confirmation. Its raw body must carry the HMAC of the shared
 * secret; a callback out of the time window, for another amount, or for an order already settled (a
 * replay) is refused and moves nothing. The status moves once, so concurrent callbacks credit once.
 */
export function registerGatewayCallback(app: FastifyInstance): void {
  const secret = app.deps.secrets.paymentGateway;
  app.register(async (child) => {
    child.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_r, body, done) =>
      done(null, String(body)),
    );
    child.post(CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !signatureHolds(raw, signature, secret))
        throw new ApiError('SIGNATURE_INVALID', 401);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ApiError('BAD_REQUEST', 400);
      }
      const parsed = v.safeParse(callbackSchema, json);
      if (!parsed.success) throw new ApiError('BAD_REQUEST', 400);
      const callback = parsed.output;
      if (Math.abs(Date.now() - callback.timestamp) > CALLBACK_MAX_AGE_MS)
        throw new ApiError('SIGNATURE_INVALID', 401);
      const db = child.deps.db;
      await db.transaction().execute(async (trx) => {
        const order = await findDepositOrder(trx, callback.orderNo);
        if (!order) throw new ApiError('ORDER_NOT_FOUND', 404);
        if (centsOf(Number(callback.amount)) !== Number(order.amount_cents))
          throw new ApiError('BAD_REQUEST', 400);
        const used = await trx
          .selectFrom('deposit_orders')
          .select('id')
          .where('gateway_tx', '=', callback.gatewayTx)
          .executeTakeFirst();
        if (used) throw new ApiError('ORDER_NOT_PENDING', 409);
        const outcome = callback.status === 'PAID' ? 'SUCCESS' : 'CANCELLED';
        // 'held' answers success too: the payment is recorded, and the operator reviews the order.
        if ((await settleDepositOrder(trx, order.id, outcome, callback.gatewayTx)) === 'not-pending')
          throw new ApiError('ORDER_NOT_PENDING', 409);
      });
      return reply.header('cache-control', 'no-store').send(success({ orderNo: callback.orderNo }));
    });
  });
}

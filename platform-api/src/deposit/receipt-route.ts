import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError, notLoggedIn } from '../http/api-error';
import { resolveMerchant } from '../http/request-merchant';
import { tokenOf } from '../http/request-token';
import { findSession } from '../sessions/session-store';
import { readReceipt } from './receipt-files';

const query = v.object({
  orderNo: v.pipe(v.string(), v.regex(/^D[0-9A-Z]{8,24}$/)),
  index: v.pipe(v.string(), v.regex(/^[0-2]$/), v.transform(Number)),
});

/** A receipt image, to the member who uploaded it only (operators read them with the operator command). */
export function registerReceiptRoute(app: FastifyInstance): void {
  app.get('/wps/deposit/receipt', async (request, reply) => {
    const db = app.deps.db;
    const merchant = await resolveMerchant(db, request);
    const token = tokenOf(request);
    const session = token ? await findSession(db, token, merchant.code) : null;
    if (!session) throw notLoggedIn();
    const parsed = v.safeParse(query, request.query);
    if (!parsed.success) throw new ApiError('BAD_REQUEST', 400);
    const row = await db
      .selectFrom('deposit_receipts')
      .innerJoin('deposit_orders', 'deposit_orders.id', 'deposit_receipts.order_id')
      .select(['deposit_receipts.file_key', 'deposit_receipts.mime'])
      .where('deposit_orders.order_no', '=', parsed.output.orderNo)
      .where('deposit_orders.member_id', '=', session.memberId)
      .where('deposit_receipts.position', '=', parsed.output.index)
      .executeTakeFirst();
    const bytes = row ? await readReceipt(row.file_key) : null;
    if (!row || !bytes) throw new ApiError('ORDER_NOT_FOUND', 404);
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}

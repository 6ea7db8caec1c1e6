import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { centsToAmount } from '../common/money';
import { findDepositOrder } from '../deposit/deposit-store';
import { CALLBACK_PATH, type GatewayCallback } from '../deposit/gateway-callback';
import { openGatewayTicket, SIGNATURE_HEADER, sign } from '../deposit/gateway-signature';
import { acceptForms } from '../vendor/form-body';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { escapeHtml, formatMoney, messageHtml, sendPage } from '../vendor/page-html';

const PAGE_PATH = '/lgw/demo-gateway/pay';
const ticketField = v.pipe(v.string(), v.maxLength(200));
const payForm = v.object({ ticket: ticketField, action: v.picklist(['pay', 'cancel']) });

/** Where the gateway sends the player back: the deposit page, which shows the order's outcome. */
export const returnPath = (orderNo: string) => `/m/voucherCenter?order=${encodeURIComponent(orderNo)}`;

/**
 * The demo payment gateway: a page of its own showing the order with 'Pay' and 'Cancel'. Either one
 * confirms the order the way a real gateway does, by a signed server-to-server callback, then sends
 * the player back to the site.
 */
export function registerDemoGatewayRoutes(app: FastifyInstance): void {
  const origin = gatewayOrigin();
  const secret = app.deps.secrets.paymentGateway;

  const problem = (reply: Parameters<typeof sendPage>[0], status: number) =>
    sendPage(reply, status, origin, {
      title: 'DemoPay',
      body: `<h1>DemoPay</h1>${messageHtml({ ok: false, text: 'This payment link is not valid any more.' })}`,
    });

  app.register(async (child) => {
    acceptForms(child);
    child.get(PAGE_PATH, async (request, reply) => {
      const query = v.safeParse(v.object({ ticket: ticketField }), request.query);
      const orderNo = query.success ? openGatewayTicket(query.output.ticket, secret) : null;
      const order = orderNo ? await findDepositOrder(child.deps.db, orderNo) : null;
      if (!query.success || !order) return problem(reply, 400);
      const ticket = escapeHtml(query.output.ticket);
      const amount = escapeHtml(formatMoney('', centsToAmount(order.amount_cents)));
      const body =
        order.status !== 'PENDING'
          ? `<h1>DemoPay</h1>${messageHtml({ ok: false, text: 'This order is already settled.' })}
<p><a href="${escapeHtml(returnPath(order.order_no))}">Back to the site</a></p>`
          : `<h1>DemoPay</h1><p>Order ${escapeHtml(order.order_no)}</p>
<p class="balance">Amount: <strong>${amount}</strong></p>
<form method="post" action="${PAGE_PATH}"><input type="hidden" name="ticket" value="${ticket}">
<button type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel">Cancel payment</button></form>`;
      return sendPage(reply, 200, origin, { title: 'DemoPay', body });
    });

    child.post(PAGE_PATH, async (request, reply) => {
      const form = v.safeParse(payForm, request.body ?? {});
      const orderNo = form.success ? openGatewayTicket(form.output.ticket, secret) : null;
      const order = orderNo ? await findDepositOrder(child.deps.db, orderNo) : null;
      if (!form.success || !order) return problem(reply, 400);
      const callback: GatewayCallback = {
        orderNo: order.order_no,
        amount: centsToAmount(order.amount_cents).toFixed(2),
        status: form.output.action === 'pay' ? 'PAID' : 'CANCELLED',
        gatewayTx: `DP${randomBytes(12).toString('hex')}`,
        timestamp: Date.now(),
      };
      const body = JSON.stringify(callback);
      // The gateway's server calls ours; here both run in one process, so the call goes through inject.
      const answer = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, secret) },
        payload: body,
      });
      if (answer.statusCode !== 200 && answer.statusCode !== 409)
        request.log.warn({ status: answer.statusCode }, 'gateway callback refused');
      return reply.code(303).header('location', returnPath(order.order_no)).send();
    });
  });
}

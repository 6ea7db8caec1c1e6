import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The key (`deps.secrets.paymentGateway`, see platform/shared-secrets.ts): PAYMENT_GATEWAY_SECRET, shared
 * with the payment gateway, or one kept in the database for the demo gateway.
 */

export const SIGNATURE_HEADER = 'x-gateway-signature';
/** A callback older than this is refused even with a good signature (replay window). */
export const CALLBACK_MAX_AGE_MS = 5 * 60 * 1000;

export function sign(body: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function signatureHolds(body: string, signature: string, secret: Buffer): boolean {
  const expected = Buffer.from(sign(body, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Link to the gateway's pay page: the order number and an expiry, signed so it cannot be guessed. */
export function gatewayTicket(orderNo: string, secret: Buffer, now = Date.now()): string {
  const body = `${orderNo}.${now + 30 * 60 * 1000}`;
  return `${body}.${sign(`ticket:${body}`, secret)}`;
}

export function openGatewayTicket(ticket: string, secret: Buffer, now = Date.now()): string | null {
  const parts = ticket.split('.');
  if (parts.length !== 3 || ticket.length > 200) return null;
  const [orderNo = '', expires = '', signature = ''] = parts;
  if (!signatureHolds(`ticket:${orderNo}.${expires}`, signature, secret)) return null;
  return Number(expires) > now ? orderNo : null;
}

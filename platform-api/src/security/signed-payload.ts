import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** HMAC of a payload, bound to its purpose (`domain`) so one kind of ticket never passes for another. */
const mac = (secret: Buffer, domain: string, body: string) =>
  createHmac('sha256', secret).update(`${domain}${body}`).digest('base64url');

/** `payload.signature`, both base64url: the launch and chat tickets. */
export function signPayload(payload: unknown, secret: Buffer, domain = ''): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(secret, domain, body)}`;
}

/** The payload when the signature holds, it fits the schema and it has not expired; else null. */
export function verifyPayload<S extends v.GenericSchema<unknown, { expiresAt: number }>>(
  raw: unknown,
  secret: Buffer,
  schema: S,
  options: { maxLength: number; domain?: string; now?: number },
): v.InferOutput<S> | null {
  if (typeof raw !== 'string' || raw.length > options.maxLength) return null;
  const [body, signature, extra] = raw.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, options.domain ?? '', body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success || parsed.output.expiresAt <= (options.now ?? Date.now())) return null;
  return parsed.output;
}

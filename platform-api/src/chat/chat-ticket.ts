import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** How long a chat link stays usable; the page asks for a new one (from the site) after that. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

const ticketSchema = v.object({
  purpose: v.literal('chat'),
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  merchantCode: v.string(),
  backUrl: v.string(),
  language: v.string(),
  headerColor: v.string(),
  title: v.string(),
  expiresAt: v.number(),
  nonce: v.string(),
});

export type ChatTicket = v.InferOutput<typeof ticketSchema>;

const mac = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`chat:${body}`).digest('base64url');

/** `payload.signature`: who chats and where 'back' leads, never the session token. */
export function signChatTicket(
  fields: Omit<ChatTicket, 'purpose' | 'expiresAt' | 'nonce'>,
  secret: Buffer,
  now = Date.now(),
): string {
  const ticket: ChatTicket = {
    purpose: 'chat',
    ...fields,
    expiresAt: now + CHAT_TICKET_TTL_MS,
    nonce: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyChatTicket(raw: unknown, secret: Buffer, now = Date.now()): ChatTicket | null {
  if (typeof raw !== 'string' || raw.length > 1200) return null;
  const [body, signature, extra] = raw.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(ticketSchema, json);
  if (!parsed.success || parsed.output.expiresAt <= now) return null;
  return parsed.output;
}

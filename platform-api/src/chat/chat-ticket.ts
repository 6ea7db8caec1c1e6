import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { signPayload, verifyPayload } from '../security/signed-payload';

/** How long a chat link stays usable; the page asks for a new one (from the site) after that. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

const ticketSchema = v.object({
  purpose: v.literal('chat'),
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  merchantCode: v.string(),
  /** The session it was issued to (chatSessionRef): the ticket works only while that session lives. */
  session: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  backUrl: v.string(),
  language: v.string(),
  headerColor: v.string(),
  title: v.string(),
  expiresAt: v.number(),
  nonce: v.string(),
});

export type ChatTicket = v.InferOutput<typeof ticketSchema>;

const CHAT_DOMAIN = 'chat:';

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
  return signPayload(ticket, secret, CHAT_DOMAIN);
}

export function verifyChatTicket(raw: unknown, secret: Buffer, now = Date.now()): ChatTicket | null {
  return verifyPayload(raw, secret, ticketSchema, { maxLength: 1200, domain: CHAT_DOMAIN, now });
}

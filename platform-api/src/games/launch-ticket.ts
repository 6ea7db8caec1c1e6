import { randomBytes } from 'node:crypto';
import { PLAY_TYPES } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { signPayload, verifyPayload } from '../security/signed-payload';

/** How long a launch link and the page it opens may place bets. */
export const TICKET_TTL_MS = 15 * 60 * 1000;

const ticketSchema = v.object({
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  merchantCode: v.string(),
  gameId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  playType: v.nullable(v.picklist(PLAY_TYPES)),
  /** The sports match the game was opened on (the sports lobby, the hot matches), when it was. */
  matchId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  expiresAt: v.number(),
  nonce: v.string(),
});

export type LaunchTicket = v.InferOutput<typeof ticketSchema>;

/** `payload.signature`, both base64url; carries no session token, only who plays what until when. */
export function signTicket(
  fields: Omit<LaunchTicket, 'expiresAt' | 'nonce'>,
  secret: Buffer,
  now = Date.now(),
): string {
  const ticket: LaunchTicket = {
    ...fields,
    expiresAt: now + TICKET_TTL_MS,
    nonce: randomBytes(9).toString('base64url'),
  };
  return signPayload(ticket, secret);
}

/** The ticket's fields when its signature holds and it has not expired, else null. */
export function verifyTicket(raw: string, secret: Buffer, now = Date.now()): LaunchTicket | null {
  return verifyPayload(raw, secret, ticketSchema, { maxLength: 600, now });
}

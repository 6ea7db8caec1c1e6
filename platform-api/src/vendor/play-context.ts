import * as v from 'valibot';
import type { Db } from '../db/schema';
import { findGame, type GameRow } from '../games/game-row';
import { type LaunchTicket, verifyTicket } from '../games/launch-ticket';
import { readWallet } from '../wallet/wallet-store';

export interface PlayContext {
  ticket: LaunchTicket;
  rawTicket: string;
  game: GameRow;
  currencySymbol: string;
  balance: number;
}

export const ticketField = v.pipe(v.string(), v.minLength(1), v.maxLength(600));

/** Bet amounts in whole currency units: a positive integer up to 10,000 (form text or JSON number). */
export const betAmountSchema = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), v.number()]),
  v.integer(),
  v.minValue(1),
  v.maxValue(10_000),
);

export const EXPIRED_TEXT = 'This game link is invalid or has expired. Please launch the game again.';

/**
 * The ticket's member and game, when the signature holds, it has not expired, the member still
 * has a live session on the ticket's merchant and the page matches the game kind (lottery or not).
 */
export async function playContext(
  db: Db,
  rawTicket: string,
  secret: Buffer,
  lottery: boolean,
): Promise<PlayContext | null> {
  const ticket = verifyTicket(rawTicket, secret);
  if (!ticket || (ticket.playType !== null) !== lottery) return null;
  // A live session of the member on the ticket's merchant: logging out also ends the game page.
  const member = await db
    .selectFrom('sessions')
    .select('member_id as id')
    .where('member_id', '=', ticket.memberId)
    .where('merchant_code', '=', ticket.merchantCode)
    .where('expires_at', '>', new Date().toISOString())
    .limit(1)
    .executeTakeFirst();
  const game = await findGame(db, ticket.gameId);
  if (!member || !game || (game.category === 'LOTTERY') !== lottery) return null;
  const wallet = await readWallet(db, member.id);
  return { ticket, rawTicket, game, currencySymbol: wallet.currencySymbol, balance: wallet.sumBalance };
}

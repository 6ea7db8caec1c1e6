import type { PlaySession, RealityCheckMinutes } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { hashToken } from '../security/token';
import { chosenRealityCheck, limitInForce } from './limit-store';

/** Ledger codes of play: stakes and wins (the net result of a session is their sum). */
export const PLAY_TX_CODES = ['BET', 'WIN', 'PAYOUT', 'JACKPOT'] as const;

export async function netPlayResultSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('tx_code', 'in', [...PLAY_TX_CODES])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The reality check's figures: when this session (login) started and the net result since. */
export async function readPlaySession(
  db: Db,
  memberId: number,
  token: string,
  defaultMinutes: RealityCheckMinutes,
  now: Date,
): Promise<PlaySession | null> {
  const session = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('token_hash', '=', hashToken(token))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!session) return null;
  return {
    startedAt: session.created_at,
    netResultCents: await netPlayResultSince(db, memberId, session.created_at),
    realityCheckMinutes: (await chosenRealityCheck(db, memberId)) ?? defaultMinutes,
    sessionLimitMinutes: await limitInForce(db, memberId, 'sessionMinutes', now),
  };
}

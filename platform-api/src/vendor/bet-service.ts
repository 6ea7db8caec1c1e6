import { sql } from 'kysely';
import type { Db } from '../db/schema';

export interface BetRequest {
  memberId: number;
  gameId: number;
  playType: string | null;
  amountCents: number;
  /** Decided before the transaction; 0 for a loss. */
  payoutCents: number;
  detail: string;
  at?: Date;
}

export type BetResult =
  | { ok: true; balanceCents: number; payoutCents: number; betId: number }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE' };

/**
 * One transaction: the stake leaves the wallet only if it is covered (a conditional update, so two
 * bets can never overdraw), then the BET line, the PAYOUT line on a win, and the bet record.
 */
export async function placeBet(db: Db, bet: BetRequest): Promise<BetResult> {
  const at = (bet.at ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const debited = await trx
      .updateTable('wallets')
      .set({ balance_cents: sql<number>`balance_cents - ${bet.amountCents}` })
      .where('member_id', '=', bet.memberId)
      .where('balance_cents', '>=', bet.amountCents)
      .returning('balance_cents')
      .executeTakeFirst();
    if (!debited) return { ok: false, reason: 'INSUFFICIENT_BALANCE' } as const;
    let balance = Number(debited.balance_cents);
    const inserted = await trx
      .insertInto('game_bets')
      .values({
        member_id: bet.memberId,
        game_id: bet.gameId,
        play_type: bet.playType,
        amount_cents: bet.amountCents,
        payout_cents: bet.payoutCents,
        detail: bet.detail,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (txCode: string, amountCents: number, remark: string) =>
      trx
        .insertInto('transactions')
        .values({
          member_id: bet.memberId,
          tx_code: txCode,
          amount_cents: amountCents,
          balance_after_cents: balance,
          remark,
          created_at: at,
        })
        .execute();
    await line('BET', -bet.amountCents, `Bet #${inserted.id}`);
    if (bet.payoutCents > 0) {
      const credited = await trx
        .updateTable('wallets')
        .set({ balance_cents: sql<number>`balance_cents + ${bet.payoutCents}` })
        .where('member_id', '=', bet.memberId)
        .returning('balance_cents')
        .executeTakeFirstOrThrow();
      balance = Number(credited.balance_cents);
      await line('PAYOUT', bet.payoutCents, `Payout of bet #${inserted.id}`);
    }
    return { ok: true, balanceCents: balance, payoutCents: bet.payoutCents, betId: inserted.id };
  });
}

import type { Transaction } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { contributeAndDraw, type JackpotWin } from '../jackpots/jackpot-draw';
import { pointsForStake } from '../mall/points-rules';
import { movePoints } from '../mall/points-store';
import { type BetRefusal, betRefusal } from '../protection/bet-limits';
import { postEntry } from '../wallet/ledger';

/** One part of a lottery bet (a pick), with its share of the stake and what it pays. */
export interface SubOrderRequest {
  content: string;
  amountCents: number;
  payoutCents: number;
  /** won or lost once drawn; pending while the draw is ahead (cancellable). */
  status: 'pending' | 'won' | 'lost';
  drawAt: Date;
}

export interface BetRequest {
  memberId: number;
  gameId: number;
  playType: string | null;
  amountCents: number;
  /** Decided before the transaction; 0 for a loss (the sum of the sub-orders' payouts when given). */
  payoutCents: number;
  detail: string;
  /** Lottery picks; their amounts add up to amountCents. */
  subOrders?: SubOrderRequest[];
  at?: Date;
  /** The W3C trace id of the request that placed it (the vendor's call), kept on its ledger rows. */
  traceId?: string | null;
  /** A bet on the demo vendor's games: it feeds the merchant's jackpot pools and may win one. */
  jackpot?: boolean;
}

export type BetResult =
  | { ok: true; balanceCents: number; payoutCents: number; betId: number; jackpotWins: JackpotWin[] }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE' }
  | { ok: false; reason: 'LIMIT'; refusal: BetRefusal };

/** The stake split over n picks in whole cents, the remainder on the first: the parts add up exactly. */
export function splitStake(amountCents: number, parts: number): number[] {
  const share = Math.floor(amountCents / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? amountCents - share * (parts - 1) : share));
}

/**
 * One transaction: the member's loss, session and exclusion limits allow the stake (betRefusal), the
 * stake leaves the wallet only if it is covered (postEntry's conditional debit,
 * so two bets can never overdraw), then the bet, its sub-orders, the PAYOUT line on a win, the jackpot
 * pools' shares and draw (a JACKPOT line on a jackpot win) and the points the stake earns. Every ledger row names the bet (`bet:<id>`).
 */
export async function placeBet(db: Db, bet: BetRequest): Promise<BetResult> {
  const at = bet.at ?? new Date();
  return inTransaction(db, async (trx): Promise<BetResult> => {
    // Responsible play on every debit the vendor asks for (finding 15), under the wallet lock.
    const refusal = await betRefusal(trx, bet.memberId, bet.amountCents, at);
    if (refusal) return { ok: false, reason: 'LIMIT', refusal };
    const debited = await postEntry(trx, {
      memberId: bet.memberId,
      txCode: 'BET',
      amountCents: -bet.amountCents,
      remark: 'Bet',
      reference: null,
      at,
      traceId: bet.traceId,
    });
    if (!debited.ok) return debited;
    const inserted = await trx
      .insertInto('game_bets')
      .values({
        member_id: bet.memberId,
        game_id: bet.gameId,
        play_type: bet.playType,
        amount_cents: bet.amountCents,
        payout_cents: bet.payoutCents,
        detail: bet.detail,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `bet:${inserted.id}`;
    // The stake is debited first (nothing is written for a refused bet), then named after the bet.
    await trx
      .updateTable('transactions')
      .set({ remark: `Bet #${inserted.id}`, reference })
      .where('id', '=', debited.transactionId)
      .execute();
    let balanceCents = debited.balanceAfterCents;
    await insertSubOrders(trx, inserted.id, bet);
    if (bet.payoutCents > 0) {
      const paid = await postEntry(trx, {
        memberId: bet.memberId,
        txCode: 'PAYOUT',
        amountCents: bet.payoutCents,
        remark: `Payout of bet #${inserted.id}`,
        reference,
        at,
        traceId: bet.traceId,
      });
      if (paid.ok) balanceCents = paid.balanceAfterCents;
    }
    // Points before the jackpot: the pools stay locked from their draw to the commit, so it comes last.
    const points = pointsForStake(bet.amountCents);
    if (points > 0) await movePoints(trx, { memberId: bet.memberId, kind: 'EARN', points, reference, at });
    const jackpotWins = bet.jackpot
      ? await contributeAndDraw(trx, {
          memberId: bet.memberId,
          betId: inserted.id,
          amountCents: bet.amountCents,
          at,
          traceId: bet.traceId,
        })
      : [];
    balanceCents = jackpotWins.at(-1)?.balanceAfterCents ?? balanceCents;
    return { ok: true, balanceCents, payoutCents: bet.payoutCents, betId: inserted.id, jackpotWins };
  });
}

async function insertSubOrders(trx: Transaction<DB>, betId: number, bet: BetRequest): Promise<void> {
  if (!bet.subOrders?.length) return;
  await trx
    .insertInto('bet_sub_orders')
    .values(
      bet.subOrders.map((sub) => ({
        bet_id: betId,
        member_id: bet.memberId,
        content: sub.content,
        amount_cents: sub.amountCents,
        payout_cents: sub.payoutCents,
        status: sub.status,
        draw_at: sub.drawAt.toISOString(),
      })),
    )
    .execute();
}

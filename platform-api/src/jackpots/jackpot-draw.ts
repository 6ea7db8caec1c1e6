import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB, Db, JackpotLedgerKind } from '../db/schema';
import { postEntry } from '../wallet/ledger';

/** Ledger code of a jackpot paid to a member (account record, P&L column "wins"). */
export const JACKPOT_TX_CODE = 'JACKPOT';

/** A pool this bet won: its name and what it paid. */
export interface JackpotWin {
  poolId: number;
  name: string;
  amountCents: number;
  /** The member's balance after this win's JACKPOT row. */
  balanceAfterCents: number;
}

export interface JackpotBet {
  memberId: number;
  betId: number;
  amountCents: number;
  at: Date;
  traceId?: string | null;
}

/** A bet's share of a pool's stake, in whole cents, rounded down (the house keeps the fraction). */
export function shareOf(amountCents: number, shareBp: number): number {
  return Math.floor((amountCents * shareBp) / 10_000);
}

interface PoolRow {
  id: number;
  name: string;
  seed: number;
  amount: number;
  shareBp: number;
  winOneIn: number;
}

/**
 * Inside the bet's own transaction: adds the bet's share to each pool of the member's merchant, then draws
 * each pool (`crypto.randomInt`, a chance of 1 in `win_one_in`); a win pays the pool's whole amount to the
 * member (a JACKPOT ledger row) and puts the pool back to its seed. The pools are locked (PostgreSQL
 * `FOR UPDATE`, in id order; SQLite has one writer), so the amount a win pays is the amount no other bet
 * can pay: one win pays once, the next bet plays for the reset pool.
 */
export async function contributeAndDraw(trx: Transaction<DB>, bet: JackpotBet): Promise<JackpotWin[]> {
  const pools = await lockedPools(trx, bet.memberId);
  const wins: JackpotWin[] = [];
  for (const pool of pools) {
    let amount = pool.amount;
    const share = shareOf(bet.amountCents, pool.shareBp);
    if (share > 0) {
      amount += share;
      await movePool(trx, pool.id, 'SHARE', share, amount, bet);
    }
    if (randomInt(pool.winOneIn) !== 0 || amount <= 0) continue;
    await movePool(trx, pool.id, 'WIN', -amount, 0, bet);
    await movePool(trx, pool.id, 'RESET', pool.seed, pool.seed, bet);
    const paid = await postEntry(trx, {
      memberId: bet.memberId,
      txCode: JACKPOT_TX_CODE,
      amountCents: amount,
      remark: `Jackpot ${pool.name} on bet #${bet.betId}`,
      reference: `bet:${bet.betId}`,
      at: bet.at,
      traceId: bet.traceId,
    });
    if (!paid.ok) throw new Error('a credit cannot be refused');
    wins.push({
      poolId: pool.id,
      name: pool.name,
      amountCents: amount,
      balanceAfterCents: paid.balanceAfterCents,
    });
  }
  return wins;
}

async function lockedPools(trx: Transaction<DB>, memberId: number): Promise<PoolRow[]> {
  let query = trx
    .selectFrom('jackpot_pools as p')
    .innerJoin('members as m', 'm.merchant_code', 'p.merchant_code')
    .select(['p.id', 'p.name', 'p.seed_cents', 'p.amount_cents', 'p.share_bp', 'p.win_one_in'])
    .where('m.id', '=', memberId)
    .orderBy('p.id');
  if (isPostgres(trx as Db)) query = query.forUpdate('p');
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seed: Number(row.seed_cents),
    amount: Number(row.amount_cents),
    shareBp: row.share_bp,
    winOneIn: row.win_one_in,
  }));
}

/** The pool's amount and its ledger row, together. */
async function movePool(
  trx: Transaction<DB>,
  poolId: number,
  kind: JackpotLedgerKind,
  deltaCents: number,
  amountAfterCents: number,
  bet: JackpotBet,
): Promise<void> {
  await trx
    .updateTable('jackpot_pools')
    .set({ amount_cents: amountAfterCents })
    .where('id', '=', poolId)
    .execute();
  await trx
    .insertInto('jackpot_pool_ledger')
    .values({
      pool_id: poolId,
      kind,
      bet_id: bet.betId,
      member_id: kind === 'WIN' ? bet.memberId : null,
      delta_cents: deltaCents,
      amount_after_cents: amountAfterCents,
      created_at: bet.at.toISOString(),
    })
    .execute();
}

import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
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

/** A pool's ledger row as this bet writes it. */
interface PoolMove {
  poolId: number;
  kind: JackpotLedgerKind;
  deltaCents: number;
  amountAfterCents: number;
}

/** What one bet does to one pool: its share, then a draw that may pay the whole amount and reset it. */
function drawPool(pool: PoolRow, stakeCents: number): { moves: PoolMove[]; wonCents: number } {
  const moves: PoolMove[] = [];
  let amount = pool.amount;
  const share = shareOf(stakeCents, pool.shareBp);
  if (share > 0) {
    amount += share;
    moves.push({ poolId: pool.id, kind: 'SHARE', deltaCents: share, amountAfterCents: amount });
  }
  if (randomInt(pool.winOneIn) !== 0 || amount <= 0) return { moves, wonCents: 0 };
  moves.push({ poolId: pool.id, kind: 'WIN', deltaCents: -amount, amountAfterCents: 0 });
  moves.push({ poolId: pool.id, kind: 'RESET', deltaCents: pool.seed, amountAfterCents: pool.seed });
  return { moves, wonCents: amount };
}

/**
 * Inside the bet's own transaction: adds the bet's share to each pool of the member's merchant, then draws
 * each pool (`crypto.randomInt`, a chance of 1 in `win_one_in`); a win pays the pool's whole amount to the
 * member (a JACKPOT ledger row) and puts the pool back to its seed. The pools are locked (PostgreSQL
 * `FOR UPDATE`, in id order; SQLite has one writer), so the amount a win pays is the amount no other bet
 * can pay: one win pays once, the next bet plays for the reset pool. Every pool's new amount is one UPDATE
 * and every pool ledger row one INSERT, whatever the number of pools: the locks are held for three
 * statements, not one pair per pool and move (0491).
 */
export async function contributeAndDraw(trx: Transaction<DB>, bet: JackpotBet): Promise<JackpotWin[]> {
  const pools = await lockedPools(trx, bet.memberId);
  const drawn = pools.map((pool) => ({ pool, ...drawPool(pool, bet.amountCents) }));
  await writePoolMoves(
    trx,
    drawn.flatMap((d) => d.moves),
    bet,
  );
  const wins: JackpotWin[] = [];
  for (const { pool, wonCents } of drawn) {
    if (wonCents === 0) continue;
    const paid = await postEntry(trx, {
      memberId: bet.memberId,
      txCode: JACKPOT_TX_CODE,
      amountCents: wonCents,
      remark: `Jackpot ${pool.name} on bet #${bet.betId}`,
      reference: `bet:${bet.betId}`,
      at: bet.at,
      traceId: bet.traceId,
    });
    if (!paid.ok) throw new Error('a credit cannot be refused');
    wins.push({
      poolId: pool.id,
      name: pool.name,
      amountCents: wonCents,
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

/**
 * The pools' amounts and their ledger rows, together: each moved pool ends at its last move's amount (one
 * UPDATE with a CASE by id), and the rows go in one INSERT in the order they happened (ids follow it).
 */
async function writePoolMoves(trx: Transaction<DB>, moves: PoolMove[], bet: JackpotBet): Promise<void> {
  if (moves.length === 0) return;
  const finalAmount = new Map<number, number>();
  for (const move of moves) finalAmount.set(move.poolId, move.amountAfterCents);
  const ids = [...finalAmount.keys()];
  // Cast: PostgreSQL would read a CASE of bare parameters as text.
  const cases = sql.join(
    ids.map((id) => sql`when ${id} then cast(${finalAmount.get(id)} as bigint)`),
    sql` `,
  );
  await trx
    .updateTable('jackpot_pools')
    .set({ amount_cents: sql<number>`case id ${cases} end` })
    .where('id', 'in', ids)
    .execute();
  await trx
    .insertInto('jackpot_pool_ledger')
    .values(
      moves.map((move) => ({
        pool_id: move.poolId,
        kind: move.kind,
        bet_id: bet.betId,
        member_id: move.kind === 'WIN' ? bet.memberId : null,
        delta_cents: move.deltaCents,
        amount_after_cents: move.amountAfterCents,
        created_at: bet.at.toISOString(),
      })),
    )
    .execute();
}

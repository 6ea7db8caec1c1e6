import type { JackpotPool, JackpotWinEntry } from '@mobile/shared-contracts';
import { centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { maskAccount } from '../referral/referral-store';
import { DEFAULT_CURRENCY_SYMBOL } from '../wallet/wallet-store';

/** How many of the latest wins the list carries. */
export const RECENT_WINS = 10;

/** The latest wins of the merchant's pools, newest first: the winner's account masked, never its id. */
async function recentWins(db: Db, merchantCode: string, poolId?: number): Promise<JackpotWinEntry[]> {
  let query = db
    .selectFrom('jackpot_pool_ledger as l')
    .innerJoin('jackpot_pools as p', 'p.id', 'l.pool_id')
    .leftJoin('members as m', 'm.id', 'l.member_id')
    .select(['p.name', 'm.username', 'l.delta_cents', 'l.created_at'])
    .where('p.merchant_code', '=', merchantCode)
    .where('l.kind', '=', 'WIN')
    .orderBy('l.id', 'desc')
    .limit(poolId === undefined ? RECENT_WINS : 1);
  if (poolId !== undefined) query = query.where('l.pool_id', '=', poolId);
  const rows = await query.execute();
  return rows.map((row) => ({
    pool: row.name,
    member: maskAccount(row.username ?? '?'),
    amount: centsToAmount(-Number(row.delta_cents)),
    at: row.created_at,
  }));
}

/** The merchant's pools in the operator's order, each with its last win, and the latest wins of all. */
export async function listJackpots(
  db: Db,
  merchantCode: string,
): Promise<{ pools: JackpotPool[]; wins: JackpotWinEntry[] }> {
  const rows = await db
    .selectFrom('jackpot_pools')
    .select(['id', 'name', 'amount_cents'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const pools = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      amount: centsToAmount(Number(row.amount_cents)),
      currency: DEFAULT_CURRENCY_SYMBOL,
      lastWin: (await recentWins(db, merchantCode, row.id))[0] ?? null,
    })),
  );
  return { pools, wins: pools.length > 0 ? await recentWins(db, merchantCode) : [] };
}

export interface NewPool {
  merchantCode: string;
  name: string;
  seedCents: number;
  shareBp: number;
  winOneIn: number;
  sortOrder: number;
  now: Date;
}

/** Opens a pool at its seed, with the SEED row of its ledger, in one transaction. */
export async function addPool(db: Db, pool: NewPool): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('jackpot_pools')
      .values({
        merchant_code: pool.merchantCode,
        name: pool.name,
        seed_cents: pool.seedCents,
        amount_cents: pool.seedCents,
        share_bp: pool.shareBp,
        win_one_in: pool.winOneIn,
        sort_order: pool.sortOrder,
        created_at: pool.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('jackpot_pool_ledger')
      .values({
        pool_id: id,
        kind: 'SEED',
        bet_id: null,
        member_id: null,
        delta_cents: pool.seedCents,
        amount_after_cents: pool.seedCents,
        created_at: pool.now.toISOString(),
      })
      .execute();
    return id;
  });
}

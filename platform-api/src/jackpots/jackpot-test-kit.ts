import { createMember } from '../accounts/account-store';
import type { Db } from '../db/schema';

/** A new type-1 member of `merchant` with an opening balance (posted through the ledger). */
export async function memberWithBalance(db: Db, username: string, balanceCents: number, merchant = 'demo') {
  return createMember(
    db,
    {
      merchantCode: merchant,
      username,
      passwordHash: '!',
      type: 1,
      nickname: null,
      parentId: null,
      mobile: null,
      email: null,
      balanceCents,
    },
    new Date(),
  );
}

/** A slot of the demo vendor (NOVA). */
export async function demoSlotId(db: Db): Promise<number> {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', 'NOVA')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return game.id;
}

export async function poolsOf(db: Db, merchant = 'demo') {
  const rows = await db
    .selectFrom('jackpot_pools')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount_cents: Number(row.amount_cents),
    seed_cents: Number(row.seed_cents),
  }));
}

/** Pools whose amount is not the sum of their ledger, or whose ledger's running amount breaks. */
export async function poolLedgerMismatches(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const pool of await db.selectFrom('jackpot_pools').select(['id', 'amount_cents']).execute()) {
    const rows = await db
      .selectFrom('jackpot_pool_ledger')
      .select(['delta_cents', 'amount_after_cents'])
      .where('pool_id', '=', pool.id)
      .orderBy('id')
      .execute();
    let running = 0;
    for (const row of rows) {
      running += Number(row.delta_cents);
      if (running !== Number(row.amount_after_cents)) problems.push(`pool ${pool.id}: running ${running}`);
    }
    if (running !== Number(pool.amount_cents))
      problems.push(`pool ${pool.id}: ${running} ≠ ${pool.amount_cents}`);
  }
  return problems;
}

import type { Db } from '../../db/schema';
import { addPool } from '../../jackpots/jackpot-store';

/**
 * The demo merchant's jackpot pools (decision 0401): 1.75% of every stake on the demo vendor's games in
 * all, the smaller pools dropping more often. The lite merchant has none (the ticker shows nothing there).
 */
const POOLS = [
  { name: 'Mini', seedCents: 100_00, shareBp: 100, winOneIn: 200 },
  { name: 'Major', seedCents: 1_000_00, shareBp: 50, winOneIn: 5_000 },
  { name: 'Grand', seedCents: 10_000_00, shareBp: 25, winOneIn: 100_000 },
] as const;

export async function seedJackpots(db: Db, merchantCode: string, now: Date): Promise<void> {
  if (merchantCode !== 'demo') return;
  const any = await db
    .selectFrom('jackpot_pools')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  for (const [sortOrder, pool] of POOLS.entries())
    await addPool(db, { merchantCode, ...pool, sortOrder, now });
}

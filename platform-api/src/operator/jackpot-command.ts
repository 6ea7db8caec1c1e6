import { amountToCents } from '../common/money';
import type { Db } from '../db/schema';
import { addPool } from '../jackpots/jackpot-store';
import { merchantFlag, parseFlags } from './parse-args';
import { UsageError } from './usage-error';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const MAX_NAME = 40;
/** A share above 10% of every stake is no jackpot any operator runs: a typo, refused. */
const MAX_SHARE_BP = 1_000;
const MAX_ONE_IN = 1_000_000_000;

function wholeFlag(value: string | undefined, name: string, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/**
 * The merchant's jackpot pools on the demo vendor's games: lists them with their ledger's check (no flag
 * but --merchant), or opens one (`--add yes --name N --seed AMOUNT --share BP --one-in N [--order N]`)
 * at its seed, with the pool ledger's SEED row.
 */
export async function jackpotCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'add', 'name', 'seed', 'share', 'one-in', 'order']);
  const merchant = merchantFlag(flags);
  const known = await db
    .selectFrom('merchants')
    .select('code')
    .where('code', '=', merchant)
    .executeTakeFirst();
  if (!known) throw new UsageError(`unknown merchant '${merchant}'`);
  if (flags.add !== undefined) {
    if (flags.add !== 'yes') throw new UsageError('--add must be yes');
    const name = flags.name?.trim() ?? '';
    if (name === '' || name.length > MAX_NAME)
      throw new UsageError(`--name must be 1-${MAX_NAME} characters`);
    const seed = flags.seed ?? '';
    if (!AMOUNT.test(seed) || Number(seed) <= 0)
      throw new UsageError('--seed must be a positive amount with at most two decimals');
    const settings = {
      merchantCode: merchant,
      name,
      seedCents: amountToCents(Number(seed)),
      shareBp: wholeFlag(flags.share, 'share', 1, MAX_SHARE_BP),
      winOneIn: wholeFlag(flags['one-in'], 'one-in', 1, MAX_ONE_IN),
      sortOrder: wholeFlag(flags.order ?? '0', 'order', 0, 1_000),
    };
    return { id: await addPool(db, { ...settings, now }), ...settings };
  }
  return listPools(db, merchant);
}

/** Each pool with its settings and whether its amount is the sum of its ledger (it always must be). */
async function listPools(db: Db, merchant: string) {
  const pools = await db
    .selectFrom('jackpot_pools')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return Promise.all(
    pools.map(async (pool) => {
      const ledger = await db
        .selectFrom('jackpot_pool_ledger')
        .select((eb) => [eb.fn.sum<number>('delta_cents').as('sum'), eb.fn.countAll<number>().as('rows')])
        .where('pool_id', '=', pool.id)
        .executeTakeFirstOrThrow();
      return {
        id: pool.id,
        name: pool.name,
        amountCents: Number(pool.amount_cents),
        seedCents: Number(pool.seed_cents),
        shareBp: pool.share_bp,
        winOneIn: pool.win_one_in,
        order: pool.sort_order,
        ledgerRows: Number(ledger.rows),
        ledgerMatches: Number(ledger.sum) === Number(pool.amount_cents),
      };
    }),
  );
}

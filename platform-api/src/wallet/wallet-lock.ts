import type { Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB, Db } from '../db/schema';
import { DEFAULT_CURRENCY_SYMBOL } from './wallet-store';

/**
 * Serialises a member's money movements: PostgreSQL locks the wallet row until the transaction ends;
 * SQLite runs one writer at a time already. A check made after it (a limit, the withdrawable amount)
 * still holds when the transaction's debit is written.
 */
export async function lockWallet(trx: Transaction<DB>, memberId: number): Promise<void> {
  // PostgreSQL: lock the row if it exists (one statement, the common case), else make it and lock it.
  if (isPostgres(trx as Db) && (await selectForUpdate(trx, memberId))) return;
  await trx
    .insertInto('wallets')
    .values({ member_id: memberId, currency_symbol: DEFAULT_CURRENCY_SYMBOL, balance_cents: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  if (isPostgres(trx as Db)) await selectForUpdate(trx, memberId);
}

async function selectForUpdate(trx: Transaction<DB>, memberId: number): Promise<boolean> {
  const rows = await trx
    .selectFrom('wallets')
    .select('member_id')
    .where('member_id', '=', memberId)
    .forUpdate()
    .execute();
  return rows.length > 0;
}

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
  await trx
    .insertInto('wallets')
    .values({ member_id: memberId, currency_symbol: DEFAULT_CURRENCY_SYMBOL, balance_cents: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  if (isPostgres(trx as Db))
    await trx
      .selectFrom('wallets')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
}

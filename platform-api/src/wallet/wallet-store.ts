import type { WalletSummary } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';

export const DEFAULT_CURRENCY_SYMBOL = '₱';

export async function readWallet(db: Db, memberId: number): Promise<WalletSummary> {
  const row = await db
    .selectFrom('wallets')
    .select(['currency_symbol', 'balance_cents'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return { currencySymbol: DEFAULT_CURRENCY_SYMBOL, sumBalance: 0 };
  return { currencySymbol: row.currency_symbol, sumBalance: centsToAmount(row.balance_cents) };
}

export interface LedgerEntry {
  memberId: number;
  txCode: string;
  amountCents: number;
  remark: string;
  at: Date;
}

/** Moves the balance and writes the ledger line in one transaction, so they never disagree. */
export async function recordTransaction(db: Db, entry: LedgerEntry): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('wallets')
      .values({ member_id: entry.memberId, currency_symbol: DEFAULT_CURRENCY_SYMBOL, balance_cents: 0 })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const wallet = await trx
      .updateTable('wallets')
      .set({ balance_cents: sql<number>`balance_cents + ${entry.amountCents}` })
      .where('member_id', '=', entry.memberId)
      .returning('balance_cents')
      .executeTakeFirstOrThrow();
    const balanceAfter = Number(wallet.balance_cents);
    await trx
      .insertInto('transactions')
      .values({
        member_id: entry.memberId,
        tx_code: entry.txCode,
        amount_cents: entry.amountCents,
        balance_after_cents: balanceAfter,
        remark: entry.remark,
        created_at: entry.at.toISOString(),
      })
      .execute();
    return balanceAfter;
  });
}

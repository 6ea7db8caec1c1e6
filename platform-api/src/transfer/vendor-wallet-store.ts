import { sql, type Transaction } from 'kysely';
import { centsToAmount } from '../common/money';
import type { DB, Db } from '../db/schema';

/** Vendors with a game wallet of their own (transfer wallets); the lottery and in-house games use the main one. */
export const TRANSFER_VENDORS = ['NOVA', 'LUCKY7', 'JADE'] as const;

export function isTransferVendor(code: string): boolean {
  return (TRANSFER_VENDORS as readonly string[]).includes(code);
}

/**
 * Moves a vendor wallet's balance and writes its entry inside the caller's transaction; a debit is
 * conditional, so a vendor wallet never goes below zero. Returns the balance after, or null if refused.
 */
export async function moveVendorBalance(
  trx: Transaction<DB>,
  move: { memberId: number; vendor: string; amountCents: number; reference: string; at: Date },
): Promise<number | null> {
  await trx
    .insertInto('vendor_wallets')
    .values({ member_id: move.memberId, vendor_code: move.vendor, balance_cents: 0 })
    .onConflict((oc) => oc.columns(['member_id', 'vendor_code']).doNothing())
    .execute();
  let update = trx
    .updateTable('vendor_wallets')
    .set({ balance_cents: sql<number>`balance_cents + ${move.amountCents}` })
    .where('member_id', '=', move.memberId)
    .where('vendor_code', '=', move.vendor);
  if (move.amountCents < 0) update = update.where('balance_cents', '>=', -move.amountCents);
  const row = await update.returning('balance_cents').executeTakeFirst();
  if (!row) return null;
  const after = Number(row.balance_cents);
  await trx
    .insertInto('vendor_wallet_entries')
    .values({
      member_id: move.memberId,
      vendor_code: move.vendor,
      amount_cents: move.amountCents,
      balance_after_cents: after,
      reference: move.reference,
      created_at: move.at.toISOString(),
    })
    .execute();
  return after;
}

/** Balance of each transfer vendor's wallet, 0 where none exists yet. */
export async function vendorBalances(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('vendor_wallets').selectAll().where('member_id', '=', memberId).execute();
  const balances = new Map<string, number>(TRANSFER_VENDORS.map((v) => [v, 0]));
  for (const row of rows)
    if (isTransferVendor(row.vendor_code)) balances.set(row.vendor_code, Number(row.balance_cents));
  return balances;
}

/** Each transfer vendor's wallet with its name, for GET /wps/wallets/gcs. */
export async function vendorWallets(
  db: Db,
  memberId: number,
): Promise<{ vendor: string; name: string; balance: number }[]> {
  const balances = await vendorBalances(db, memberId);
  const names = await db
    .selectFrom('game_vendors')
    .select(['code', 'name'])
    .where('code', 'in', [...balances.keys()])
    .execute();
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  return [...balances].map(([vendor, cents]) => ({
    vendor,
    name: nameOf.get(vendor) ?? vendor,
    balance: centsToAmount(cents),
  }));
}

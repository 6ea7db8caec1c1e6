import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { amountToCents, centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { ApiError, badRequest } from '../http/api-error';
import { postEntry } from '../wallet/ledger';
import { isTransferVendor, moveVendorBalance, vendorBalances } from './vendor-wallet-store';

export type TransferRequest =
  | { direction: 'in' | 'out'; vendor: string; amount: number }
  | { direction: 'allBack' };

/** Thrown to roll back a half-done transfer (one side refused). */
const insufficient = () => new ApiError('INSUFFICIENT_BALANCE', 409);

/**
 * One side in the main ledger (TRANSFER_OUT / TRANSFER_IN) and one in the vendor wallet, both with
 * reference `transfer:<id>`, in one transaction: either both move or neither does.
 */
async function moveOne(
  trx: Transaction<DB>,
  memberId: number,
  vendor: string,
  toVendorCents: number,
  at: Date,
  traceId: string | null,
): Promise<void> {
  const reference = `transfer:${randomUUID()}`;
  const main = await postEntry(trx, {
    memberId,
    txCode: toVendorCents > 0 ? 'TRANSFER_OUT' : 'TRANSFER_IN',
    amountCents: -toVendorCents,
    remark: toVendorCents > 0 ? `To ${vendor} wallet` : `From ${vendor} wallet`,
    reference,
    at,
    traceId,
  });
  if (!main.ok) throw insufficient();
  const side = await moveVendorBalance(trx, { memberId, vendor, amountCents: toVendorCents, reference, at });
  if (side === null) throw insufficient();
}

/** Main wallet ↔ one vendor wallet, or every vendor wallet's balance back to the main one. */
export async function transferFunds(
  db: Db,
  memberId: number,
  request: TransferRequest,
  now: Date,
  /** The player's request's trace id, kept on the ledger rows. */
  traceId: string | null = null,
): Promise<{ main: number; moved: number }> {
  return inTransaction(db, async (trx) => {
    let moved = 0;
    if (request.direction === 'allBack') {
      for (const [vendor, cents] of await vendorBalances(trx, memberId)) {
        if (cents <= 0) continue;
        await moveOne(trx, memberId, vendor, -cents, now, traceId);
        moved += cents;
      }
    } else {
      if (!isTransferVendor(request.vendor)) throw badRequest();
      const cents = amountToCents(request.amount);
      await moveOne(trx, memberId, request.vendor, request.direction === 'in' ? cents : -cents, now, traceId);
      moved = cents;
    }
    const wallet = await trx
      .selectFrom('wallets')
      .select('balance_cents')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return { main: centsToAmount(wallet?.balance_cents ?? 0), moved: centsToAmount(moved) };
  });
}

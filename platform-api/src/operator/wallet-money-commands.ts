import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/schema';
import { findDepositOrder, settleDepositOrder } from '../deposit/deposit-store';
import { readReceipt } from '../deposit/receipt-files';
import { settleWithdrawOrder } from '../withdraw/withdraw-store';
import { choice, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const DECISIONS = ['approve', 'reject'] as const;

function orderFlag(args: string[], prefix: 'D' | 'W', extra: string[] = []) {
  const flags = parseFlags(args, ['order', 'decision', ...extra]);
  const orderNo = required(flags, 'order');
  if (!new RegExp(`^${prefix}[0-9A-Z]{8,24}$`).test(orderNo))
    throw new UsageError(`--order must be a ${prefix === 'D' ? 'deposit' : 'withdrawal'} order number`);
  return { flags, orderNo };
}

/** Approves (credits deposit and bonus) or rejects a pending deposit order, once. */
export async function depositReviewCommand(db: Db, args: string[]): Promise<unknown> {
  const { flags, orderNo } = orderFlag(args, 'D');
  const decision = choice(flags, 'decision', DECISIONS);
  if (!decision) throw new UsageError('--decision is required');
  const result = await db.transaction().execute(async (trx) => {
    const order = await findDepositOrder(trx, orderNo);
    if (!order) throw new UsageError(`no deposit order '${orderNo}'`);
    const settled = await settleDepositOrder(trx, order.id, decision === 'approve' ? 'SUCCESS' : 'FAILED');
    if (settled === 'not-pending')
      throw new UsageError(`deposit order '${orderNo}' is ${order.status}, not PENDING`);
    return settled;
  });
  // Kept (with its hold recorded) rather than credited: the member's limit or exclusion forbids it now.
  if (result === 'held')
    throw new Error(
      `deposit order '${orderNo}' is held, not credited: it would break the member's deposit limit or exclusion (see 'protection --user'); reject it or approve it later`,
    );
  return { orderNo, status: decision === 'approve' ? 'SUCCESS' : 'FAILED' };
}

/** Approves (the held money leaves) or rejects (it is given back) a pending withdrawal, once. */
export async function withdrawReviewCommand(db: Db, args: string[]): Promise<unknown> {
  const { flags, orderNo } = orderFlag(args, 'W');
  const decision = choice(flags, 'decision', DECISIONS);
  if (!decision) throw new UsageError('--decision is required');
  const status = decision === 'approve' ? 'SUCCESS' : 'FAILED';
  const result = await db.transaction().execute((trx) => settleWithdrawOrder(trx, { orderNo }, status));
  if (result === 'not-found') throw new UsageError(`no withdrawal order '${orderNo}'`);
  if (result === 'not-pending') throw new UsageError(`withdrawal order '${orderNo}' is not PENDING`);
  return { orderNo, status };
}

/** Copies one receipt of a deposit order to a file, for the operator to look at. */
export async function receiptCommand(db: Db, args: string[]): Promise<unknown> {
  const { flags, orderNo } = orderFlag(args, 'D', ['index', 'out']);
  const index = Number(flags.index ?? '0');
  if (!Number.isInteger(index) || index < 0 || index > 2) throw new UsageError('--index must be 0, 1 or 2');
  const out = required(flags, 'out');
  const row = await db
    .selectFrom('deposit_receipts')
    .innerJoin('deposit_orders', 'deposit_orders.id', 'deposit_receipts.order_id')
    .select(['deposit_receipts.file_key', 'deposit_receipts.mime'])
    .where('deposit_orders.order_no', '=', orderNo)
    .where('deposit_receipts.position', '=', index)
    .executeTakeFirst();
  const bytes = row ? await readReceipt(row.file_key) : null;
  if (!row || !bytes) throw new UsageError(`order '${orderNo}' has no receipt ${index}`);
  await fs.writeFile(path.resolve(out), bytes, { flag: 'wx' });
  return { orderNo, index, mime: row.mime, bytes: bytes.length, file: path.resolve(out) };
}

import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { postEntry } from '../wallet/ledger';
import { DIVIDEND_TX_CODE } from './dividend-store';

export type ReversalResult =
  | { ok: true; amountCents: number }
  | { ok: false; reason: 'NOT_PAID' | 'INSUFFICIENT_BALANCE' };

/**
 * Operator: takes back a dividend paid by mistake. The payee's debit (never below zero) and the payer's
 * credit are new ledger rows (nothing is erased), and the payout row goes, so the period is due again.
 */
export async function reverseDividend(db: Db, payeeId: number, periodStart: string, now: Date) {
  return inTransaction(db, async (trx): Promise<ReversalResult> => {
    const payout = await trx
      .selectFrom('dividend_payouts')
      .selectAll()
      .where('payee_id', '=', payeeId)
      .where('period_start', '=', periodStart)
      .executeTakeFirst();
    if (!payout) return { ok: false, reason: 'NOT_PAID' };
    const credited = await trx
      .selectFrom('transactions')
      .select('amount_cents')
      .where('member_id', '=', payeeId)
      .where('tx_code', '=', DIVIDEND_TX_CODE)
      .where('reference', '=', payout.reference)
      .executeTakeFirstOrThrow();
    const cents = Number(credited.amount_cents);
    const reference = `${payout.reference}:reversed`;
    const remark = `Dividend ${periodStart} reversed`;
    const debit = await postEntry(trx, {
      memberId: payeeId,
      txCode: DIVIDEND_TX_CODE,
      amountCents: -cents,
      remark,
      reference,
      at: now,
    });
    if (!debit.ok) return debit;
    await postEntry(trx, {
      memberId: payout.payer_id,
      txCode: DIVIDEND_TX_CODE,
      amountCents: cents,
      remark,
      reference,
      at: now,
    });
    await trx
      .deleteFrom('dividend_payouts')
      .where('payee_id', '=', payeeId)
      .where('period_start', '=', periodStart)
      .execute();
    return { ok: true, amountCents: cents };
  });
}

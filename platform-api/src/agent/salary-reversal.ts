import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { postEntry } from '../wallet/ledger';
import { SALARY_TX_CODE } from './salary-payout';

export type SalaryReversal =
  | { ok: true; amountCents: number }
  | { ok: false; reason: 'NOT_PAID' | 'INSUFFICIENT_BALANCE' };

/**
 * Operator: takes back a day's salary paid by mistake. The agent's debit (never below zero) is a new
 * ledger row (nothing is erased), and the payout row goes, so the day is due again.
 */
export async function reverseSalary(db: Db, memberId: number, day: string, now: Date) {
  return inTransaction(db, async (trx): Promise<SalaryReversal> => {
    const payout = await trx
      .deleteFrom('salary_payouts')
      .where('member_id', '=', memberId)
      .where('day', '=', day)
      .returning(['amount_cents', 'reference'])
      .executeTakeFirst();
    if (!payout) return { ok: false, reason: 'NOT_PAID' };
    const cents = Number(payout.amount_cents);
    const debit = await postEntry(trx, {
      memberId,
      txCode: SALARY_TX_CODE,
      amountCents: -cents,
      remark: `Daily salary ${day} reversed`,
      reference: `${payout.reference}:reversed`,
      at: now,
    });
    // Throwing rolls the deletion back with it: the day stays paid.
    if (!debit.ok) throw new InsufficientForReversal();
    return { ok: true, amountCents: cents };
  }).catch((error: unknown) => {
    if (error instanceof InsufficientForReversal)
      return { ok: false, reason: 'INSUFFICIENT_BALANCE' } as const;
    throw error;
  });
}

class InsufficientForReversal extends Error {}

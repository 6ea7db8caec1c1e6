import type { Transaction } from 'kysely';
import type { DB, Db } from '../db/schema';
import { type OpenBonus, progressOf, type Withdrawable, withdrawableOf } from './turnover-rules';

/** Records a credited bonus's requirement (bonus × multiple) in the transaction that credited it. */
export async function recordBonusTurnover(
  trx: Transaction<DB>,
  bonus: { memberId: number; transactionId: number; bonusCents: number; multiple: number; at: Date },
): Promise<void> {
  const requiredCents = bonus.bonusCents * Math.max(0, Math.floor(bonus.multiple));
  if (requiredCents <= 0) return;
  await trx
    .insertInto('bonus_turnovers')
    .values({
      member_id: bonus.memberId,
      transaction_id: bonus.transactionId,
      bonus_cents: bonus.bonusCents,
      required_cents: requiredCents,
      created_at: bonus.at.toISOString(),
      closed_at: null,
    })
    .execute();
}

/**
 * The member's balance, the bonus money still bound and the stakes still needed. With `close` (inside
 * a transaction), once every open bonus is met or played away they are all closed, so later reads start
 * after them (closing only some would let a later bonus count again the stakes an earlier one took).
 * Call it after lockWallet when a debit depends on it.
 */
export async function readWithdrawable(
  db: Db,
  memberId: number,
  now: Date,
  close = false,
): Promise<Withdrawable> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const balanceCents = Number(wallet?.balance_cents ?? 0);
  const rows = await db
    .selectFrom('bonus_turnovers')
    .select(['id', 'transaction_id', 'bonus_cents', 'required_cents'])
    .where('member_id', '=', memberId)
    .where('closed_at', 'is', null)
    .orderBy('transaction_id')
    .execute();
  const first = rows[0];
  if (!first) return withdrawableOf(balanceCents, []);
  const bonuses: OpenBonus[] = rows.map((r) => ({
    id: r.id,
    transactionId: r.transaction_id,
    bonusCents: Number(r.bonus_cents),
    requiredCents: Number(r.required_cents),
  }));
  const plays = await db
    .selectFrom('transactions')
    .select(['id', 'tx_code', 'amount_cents', 'balance_after_cents', 'reference'])
    .where('member_id', '=', memberId)
    .where('tx_code', 'in', ['BET', 'BET_REFUND', 'PAYOUT'])
    .where('id', '>', first.transaction_id)
    .orderBy('id')
    .execute();
  const progress = progressOf(
    bonuses,
    plays.map((p) => ({
      id: p.id,
      txCode: p.tx_code,
      amountCents: Number(p.amount_cents),
      balanceAfterCents: Number(p.balance_after_cents),
      reference: p.reference,
    })),
  );
  const done = progress.map((p) => p.id);
  if (close && progress.every((p) => p.state !== 'open'))
    await db
      .updateTable('bonus_turnovers')
      .set({ closed_at: now.toISOString() })
      .where('id', 'in', done)
      .where('closed_at', 'is', null)
      .execute();
  return withdrawableOf(balanceCents, progress);
}

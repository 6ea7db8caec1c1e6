import { closedDividendPeriods } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { amountToCents } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { ApiError, badRequest } from '../http/api-error';
import type { Session } from '../sessions/session-store';
import { postEntry } from '../wallet/ledger';
import { notInTeam } from './agent-guard';
import { acceptedDividendContract, DIVIDEND_TX_CODE, dividendRow, payoutReference } from './dividend-store';

const alreadyPaid = () => new ApiError('DIVIDEND_PAID', 409);

/**
 * The agent pays a direct downline agent's dividend of a closed period under that downline's contract:
 * the payout row (one per downline and period, by its primary key), the agent's debit (never below
 * zero) and the downline's credit, all in one transaction. Runs inside the idempotent endpoint's. Both
 * rows keep the agent's request trace (`traceId`), so the operator can follow the tap to them.
 */
export async function payDividend(
  db: Db,
  payer: Session,
  payeeId: number,
  periodStart: string,
  now: Date,
  traceId: string | null = null,
): Promise<{ memberId: number; periodStart: string; amount: number }> {
  const payee = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', '=', payeeId)
    .where('parent_id', '=', payer.memberId)
    .where('merchant_code', '=', payer.merchantCode)
    .executeTakeFirst();
  if (!payee) throw notInTeam();
  const contract = await acceptedDividendContract(db, payee.id);
  if (!contract) throw new ApiError('NO_DIVIDEND_CONTRACT', 400);
  const period = closedDividendPeriods(contract.cycle, isoDay(now)).find((p) => p.start === periodStart);
  if (!period) throw badRequest();
  const row = await dividendRow(db, payee, contract, period, true);
  if (row.status === 'PAID') throw alreadyPaid();
  const cents = amountToCents(row.dividend);
  if (cents <= 0) throw badRequest();
  const reference = payoutReference(payee.id, period.start);

  await inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('dividend_payouts')
      .values({
        payee_id: payee.id,
        period_start: period.start,
        payer_id: payer.memberId,
        reference,
        paid_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['payee_id', 'period_start']).doNothing())
      .returning('payee_id')
      .executeTakeFirst();
    // Another payout of the same period got there first (it committed, or this one waited for it).
    if (!claimed) throw alreadyPaid();
    const remark = `Dividend ${period.start} – ${period.end}`;
    const debit = await postEntry(trx, {
      memberId: payer.memberId,
      txCode: DIVIDEND_TX_CODE,
      amountCents: -cents,
      remark: `${remark} to ${payee.username}`,
      reference,
      at: now,
      traceId,
    });
    if (!debit.ok) throw new ApiError('INSUFFICIENT_BALANCE', 409);
    await postEntry(trx, {
      memberId: payee.id,
      txCode: DIVIDEND_TX_CODE,
      amountCents: cents,
      remark,
      reference,
      at: now,
      traceId,
    });
  });
  return { memberId: payee.id, periodStart: period.start, amount: row.dividend };
}

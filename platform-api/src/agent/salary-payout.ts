import { dayRange, isoDay } from '../common/date-range';
import { amountToCents } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { postEntry } from '../wallet/ledger';
import { acceptedSalaryContract, salaryDays } from './salary-store';

export const SALARY_TX_CODE = 'SALARY';

/** What one payout run did, agent by agent. */
export interface SalaryPayoutRun {
  day: string;
  paid: { username: string; amount: number }[];
  /** Paid before (by an earlier run, or one running at the same time). */
  alreadyPaid: string[];
  /** The team fell short of the terms that day, or the contract was not yet in force. */
  notQualified: string[];
}

export const salaryReference = (memberId: number, day: string) => `salary:${memberId}:${day}`;

/** The merchant's agents holding an accepted daily salary contract. */
async function salaryAgents(db: Db, merchantCode: string) {
  return db
    .selectFrom('agent_contracts')
    .innerJoin('members', 'members.id', 'agent_contracts.member_id')
    .select(['members.id', 'members.username'])
    .distinct()
    .where('agent_contracts.kind', '=', 'dailySalary')
    .where('agent_contracts.status', '=', 'ACCEPTED')
    .where('members.merchant_code', '=', merchantCode)
    .orderBy('members.id')
    .execute();
}

/**
 * Credits one agent's salary of a day: the payout row (its primary key, agent and day, lets only one
 * payout of that day exist, whatever runs at the same time) and the ledger row, in one transaction.
 * False when the day was paid already.
 */
async function paySalaryDay(db: Db, memberId: number, day: string, cents: number, now: Date) {
  return inTransaction(db, async (trx) => {
    const reference = salaryReference(memberId, day);
    const claimed = await trx
      .insertInto('salary_payouts')
      .values({ member_id: memberId, day, amount_cents: cents, reference, paid_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await postEntry(trx, {
      memberId,
      txCode: SALARY_TX_CODE,
      amountCents: cents,
      remark: `Daily salary ${day}`,
      reference,
      at: now,
    });
    return true;
  });
}

export class SalaryDayOpenError extends Error {
  constructor(day: string) {
    super(`${day} is not over yet (UTC): only a closed day is paid`);
  }
}

/**
 * Operator: pays a closed UTC day's daily salaries to every agent of the merchant whose accepted contract
 * that day's team bets qualify, once per agent and day. Running it again, or twice at once, pays nobody twice.
 */
export async function payDailySalaries(
  db: Db,
  merchantCode: string,
  day: string,
  now: Date,
): Promise<SalaryPayoutRun> {
  if (day >= isoDay(now)) throw new SalaryDayOpenError(day);
  const run: SalaryPayoutRun = { day, paid: [], alreadyPaid: [], notQualified: [] };
  for (const agent of await salaryAgents(db, merchantCode)) {
    const contract = await acceptedSalaryContract(db, agent.id);
    if (!contract) continue;
    const [salary] = await salaryDays(db, agent.id, contract, dayRange(day, day));
    if (salary?.status === 'paid') run.alreadyPaid.push(agent.username);
    else if (!salary || salary.status === 'none' || salary.salary <= 0) run.notQualified.push(agent.username);
    else if (await paySalaryDay(db, agent.id, day, amountToCents(salary.salary), now))
      run.paid.push({ username: agent.username, amount: salary.salary });
    else run.alreadyPaid.push(agent.username);
  }
  return run;
}

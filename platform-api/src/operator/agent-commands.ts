import { isAgent } from '@mobile/shared-contracts';
import { reverseDividend } from '../agent/dividend-reversal';
import { quotaOf, setQuotaTotal } from '../agent/quota-store';
import { payDailySalaries, SalaryDayOpenError } from '../agent/salary-payout';
import { reverseSalary } from '../agent/salary-reversal';
import type { Db } from '../db/schema';
import { findMemberByUsername } from '../members/member-store';
import { merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const MAX_QUOTA = 100_000;

/** An agent's open-account quota; `--total` sets how many openings it has in all (used ones stay used). */
export async function agentQuotaCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'total']);
  const username = required(flags, 'user');
  const merchant = merchantFlag(flags, 'demo');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  if (!isAgent(member.type)) throw new UsageError(`'${username}' is not an agent`);
  if (flags.total !== undefined) {
    const total = Number(flags.total);
    if (!/^\d+$/.test(flags.total) || total > MAX_QUOTA)
      throw new UsageError(`--total must be a whole number from 0 to ${MAX_QUOTA}`);
    await setQuotaTotal(db, member.id, total);
  }
  return { user: member.username, ...(await quotaOf(db, member.id)) };
}

/** Takes back a dividend paid by mistake (new ledger rows both ways); the period is due again. */
export async function dividendReverseCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'period']);
  const username = required(flags, 'user');
  const period = required(flags, 'period');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period))
    throw new UsageError('--period must be the period start, YYYY-MM-DD');
  const merchant = merchantFlag(flags, 'demo');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  const result = await reverseDividend(db, member.id, period, new Date());
  if (!result.ok)
    throw new Error(
      result.reason === 'NOT_PAID' ? 'no payout of that period' : 'balance too low to take it back',
    );
  return { user: member.username, period, reversed: result.amountCents / 100 };
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Pays a closed UTC day's daily salaries to the merchant's qualifying agents, once per agent and day. */
export async function salaryPayCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'day']);
  const day = required(flags, 'day');
  if (!isDay(day)) throw new UsageError('--day must be a day, YYYY-MM-DD (UTC)');
  try {
    return await payDailySalaries(db, merchantFlag(flags, 'demo'), day, new Date());
  } catch (error) {
    if (error instanceof SalaryDayOpenError) throw new UsageError(error.message);
    throw error;
  }
}

/** Takes back a day's salary paid by mistake (a new ledger row); the day is due again. */
export async function salaryReverseCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'day']);
  const username = required(flags, 'user');
  const day = required(flags, 'day');
  if (!isDay(day)) throw new UsageError('--day must be a day, YYYY-MM-DD (UTC)');
  const merchant = merchantFlag(flags, 'demo');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  const result = await reverseSalary(db, member.id, day, new Date());
  if (!result.ok)
    throw new Error(
      result.reason === 'NOT_PAID' ? 'no salary paid for that day' : 'balance too low to take it back',
    );
  return { user: member.username, day, reversed: result.amountCents / 100 };
}

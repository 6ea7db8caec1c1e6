import { randomUUID } from 'node:crypto';
import { amountToCents } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { findMemberByUsername } from '../members/member-store';
import { grantReward } from '../rewards/reward-store';
import { refuseMarketingTo } from './marketing-refusal';
import { merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const MAX_TITLE = 80;

/** Grants an issued reward (claimable in the reward centre), as a promotion or an operator would. */
export async function rewardCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'amount', 'title']);
  const username = required(flags, 'user');
  const merchant = merchantFlag(flags, 'demo');
  const amount = required(flags, 'amount');
  if (!AMOUNT.test(amount) || Number(amount) <= 0)
    throw new UsageError('--amount must be a positive amount with at most two decimals');
  const title = flags.title ?? 'Operator reward';
  if (title.trim() === '' || title.length > MAX_TITLE)
    throw new UsageError(`--title must be 1-${MAX_TITLE} characters`);
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  await refuseMarketingTo(db, member, now);
  const granted = await inTransaction(db, (trx) =>
    grantReward(trx, {
      memberId: member.id,
      title,
      source: 'operator',
      amountCents: amountToCents(Number(amount)),
      reference: `operator:${randomUUID()}`,
      at: now,
    }),
  );
  return {
    rewardId: granted.rewardId,
    user: username,
    merchantCode: merchant,
    amount: Number(amount),
    title,
    status: 'issued',
  };
}

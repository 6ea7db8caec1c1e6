import { amountToCents } from '../../common/money';
import type { Db } from '../../db/schema';
import { recordTransaction } from '../../wallet/wallet-store';
import { DEMO_USERS, TEAM_SIZES } from './members';
import { intBetween, seededRandom } from './random';

const HOUR_MS = 60 * 60 * 1000;

async function hasLedger(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A deposit, a few weeks of bets, wins and bonuses, then a top-up or withdrawal landing on `target`. */
async function seedLedger(
  db: Db,
  memberId: number,
  targetCents: number,
  seed: number,
  now: Date,
): Promise<void> {
  const random = seededRandom(seed);
  const steps = intBetween(random, 10, 18);
  let at = now.getTime() - (steps + 2) * 24 * HOUR_MS;
  let balance = 0;
  const write = async (txCode: string, amountCents: number, remark: string) => {
    at += intBetween(random, 6, 30) * HOUR_MS;
    balance += amountCents;
    await recordTransaction(db, {
      memberId,
      txCode,
      amountCents,
      remark,
      at: new Date(Math.min(at, now.getTime())),
    });
  };
  await write('DEPOSIT', 500_000, 'Deposit via bank transfer');
  for (let i = 0; i < steps; i++) {
    const roll = random();
    if (roll < 0.55 && balance > 10_000)
      await write('BET', -intBetween(random, 1_000, Math.min(balance, 80_000)), 'Game bet');
    else if (roll < 0.85) await write('WIN', intBetween(random, 500, 120_000), 'Game win');
    else await write('BONUS', intBetween(random, 1_000, 20_000), 'Daily bonus');
  }
  const rest = targetCents - balance;
  if (rest > 0) await write('DEPOSIT', rest, 'Deposit via e-wallet');
  if (rest < 0) await write('WITHDRAW', rest, 'Withdrawal to bank');
}

export async function seedWallets(db: Db, ids: Map<string, number>, now: Date): Promise<void> {
  const targets: [string, number][] = DEMO_USERS.map((user) => [user.username, user.balance]);
  for (const [agent, size] of Object.entries(TEAM_SIZES)) {
    for (let n = 1; n <= size; n++) targets.push([`${agent}m${n}`, 100 * n]);
  }
  for (const [index, [username, balance]] of targets.entries()) {
    const memberId = ids.get(username);
    if (memberId === undefined || (await hasLedger(db, memberId))) continue;
    await seedLedger(db, memberId, amountToCents(balance), 1000 + index, now);
  }
}

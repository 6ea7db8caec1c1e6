import type { RewardStatus } from '@mobile/shared-contracts';
import { amountToCents } from '../../common/money';
import { inTransaction } from '../../db/in-transaction';
import type { Db } from '../../db/schema';
import { movePoints } from '../../mall/points-store';
import { grantReward } from '../../rewards/reward-store';
import { transferFunds } from '../../transfer/wallet-transfer';
import { placeBet, type SubOrderRequest, splitStake } from '../../vendor/bet-service';
import { postEntry } from '../../wallet/ledger';
import { DEMO_USERS } from './members';
import { intBetween, pick, seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEEDED_USERS = ['player0', 'player1', 'player2'];

/** Every status of the reward centre, two claimable. */
const REWARDS: readonly { title: string; source: string; amount: number; status: RewardStatus }[] = [
  { title: 'Welcome bonus', source: 'promotion', amount: 88, status: 'issued' },
  { title: 'Weekend reload', source: 'promotion', amount: 25, status: 'issued' },
  { title: 'Red envelope rain', source: 'red-rain', amount: 8.88, status: 'claimed' },
  { title: 'Birthday gift', source: 'vip', amount: 50, status: 'applying' },
  { title: 'First deposit match', source: 'promotion', amount: 100, status: 'rejected' },
  { title: 'Lucky Friday', source: 'promotion', amount: 12, status: 'closed' },
  { title: 'New year jackpot', source: 'promotion', amount: 188, status: 'coming' },
  { title: 'Daily check-in', source: 'mission', amount: 5, status: 'signed' },
];

const MALL_ITEMS = [
  {
    name: 'Bonus voucher ₱10',
    description: 'Credited as a reward to claim in the reward centre.',
    points_cost: 20,
    stock: 500,
    reward_cents: 1_000,
  },
  {
    name: 'Bonus voucher ₱50',
    description: 'Credited as a reward to claim in the reward centre.',
    points_cost: 90,
    stock: 200,
    reward_cents: 5_000,
  },
  {
    name: 'Lucky T-shirt',
    description: 'Cotton shirt with the club logo, sizes S to XL.',
    points_cost: 300,
    stock: 40,
  },
  {
    name: 'Bluetooth earbuds',
    description: 'Wireless earbuds with a charging case.',
    points_cost: 1500,
    stock: 10,
  },
  { name: 'Smartphone', description: 'A mid-range Android phone.', points_cost: 20000, stock: 2 },
  { name: 'Limited cap', description: 'Sold out: back next month.', points_cost: 150, stock: 0 },
];

export async function seedMallItems(db: Db, merchantCode: string): Promise<void> {
  const existing = await db
    .selectFrom('mall_items')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('mall_items')
    .values(
      MALL_ITEMS.map((item, i) => ({
        reward_cents: 0,
        ...item,
        merchant_code: merchantCode,
        sort_order: i + 1,
      })),
    )
    .execute();
}

async function gameIds(db: Db, category: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('category', '=', category)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Bets over the last 30 days: slots on the transfer vendors and lottery picks (one still cancellable). */
async function seedBets(db: Db, memberId: number, seed: number, now: Date): Promise<void> {
  const random = seededRandom(seed);
  const slots = await gameIds(db, 'RNG', 20);
  const lotteries = await gameIds(db, 'LOTTERY', 5);
  for (let day = 29; day >= 0; day -= intBetween(random, 1, 3)) {
    const at = new Date(now.getTime() - day * DAY_MS - intBetween(random, 1, 8) * 60 * 60 * 1000);
    const amountCents = intBetween(random, 1, 5) * 1_000;
    if (random() < 0.6) {
      const won = random() < 0.45;
      await placeBet(db, {
        memberId,
        gameId: pick(random, slots),
        playType: null,
        amountCents,
        payoutCents: won ? amountCents * 2 : 0,
        detail: won ? 'slot win' : 'slot loss',
        at,
      });
    } else {
      await placeLottery(
        db,
        memberId,
        pick(random, lotteries),
        amountCents,
        [1, 4, 7],
        intBetween(random, 0, 9),
        at,
        at,
      );
    }
  }
  // Today's draw is still ahead: its picks can be cancelled.
  const drawAt = new Date(now.getTime() + DAY_MS);
  await placeLottery(
    db,
    memberId,
    lotteries[0] ?? 0,
    3_000,
    [2, 5, 8],
    null,
    new Date(now.getTime() - 60_000),
    drawAt,
  );
}

async function placeLottery(
  db: Db,
  memberId: number,
  gameId: number,
  amountCents: number,
  picks: number[],
  drawn: number | null,
  at: Date,
  drawAt: Date,
) {
  const shares = splitStake(amountCents, picks.length);
  const payoutOf = (n: number) => (n === drawn ? amountCents * Math.floor(9 / picks.length) : 0);
  const subOrders: SubOrderRequest[] = picks.map((n, i) => ({
    content: `Number ${n}`,
    amountCents: shares[i] ?? 0,
    payoutCents: payoutOf(n),
    status: drawn === null ? 'pending' : n === drawn ? 'won' : 'lost',
    drawAt,
  }));
  const payoutCents = subOrders.reduce((sum, s) => sum + s.payoutCents, 0);
  const detail =
    drawn === null
      ? `picks ${picks.join(',')}; draw ${drawAt.toISOString().slice(0, 10)}`
      : `picks ${picks.join(',')}; drawn ${drawn}`;
  await placeBet(db, { memberId, gameId, playType: 'trad', amountCents, payoutCents, detail, subOrders, at });
}

/** The wallet ends where the members seed put it, so the demo balances stay as documented. */
async function restoreBalance(db: Db, memberId: number, targetCents: number, now: Date): Promise<void> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rest = targetCents - Number(wallet.balance_cents);
  if (rest === 0) return;
  await inTransaction(db, (trx) =>
    postEntry(trx, {
      memberId,
      txCode: rest > 0 ? 'DEPOSIT' : 'WITHDRAW',
      amountCents: rest,
      remark: rest > 0 ? 'Deposit via e-wallet' : 'Withdrawal to bank',
      reference: null,
      at: now,
    }),
  );
}

/** Bets, rewards in every status, points and vendor wallets for player0, player1 and player2. */
export async function seedWalletRecords(
  db: Db,
  merchantCode: string,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  await seedMallItems(db, merchantCode);
  for (const [index, username] of SEEDED_USERS.entries()) {
    const memberId = ids.get(username);
    const user = DEMO_USERS.find((u) => u.username === username);
    if (memberId === undefined || !user) continue;
    const seeded = await db
      .selectFrom('rewards')
      .select('id')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (seeded) continue;
    // Before the first seeded bet, still inside a 30-day record.
    // One transaction per player: a few hundred statements, one commit (keeps test templates quick).
    await inTransaction(db, async (trx) => {
      // Before the first seeded bet, still inside a 30-day record.
      const start = new Date(now.getTime() - 29.5 * DAY_MS);
      await postEntry(trx, {
        memberId,
        txCode: 'DEPOSIT',
        amountCents: 50_000,
        remark: 'Deposit via bank transfer',
        reference: null,
        at: start,
      });
      await seedBets(trx, memberId, 7000 + index, now);
      for (const [n, reward] of REWARDS.entries()) {
        await grantReward(trx, {
          memberId,
          title: reward.title,
          source: reward.source,
          amountCents: amountToCents(reward.amount),
          status: reward.status,
          reference: `seed:${n}`,
          at: new Date(now.getTime() - (REWARDS.length - n) * DAY_MS),
        });
      }
      await movePoints(trx, { memberId, kind: 'EARN', points: 500, reference: 'seed:welcome', at: start });
      await transferFunds(trx, memberId, { direction: 'in', vendor: 'NOVA', amount: 100 }, now);
      await transferFunds(trx, memberId, { direction: 'in', vendor: 'LUCKY7', amount: 40 }, now);
      await restoreBalance(trx, memberId, amountToCents(user.balance), now);
    });
  }
}

import type { Db, VipLevelTable } from '../../db/schema';

type VipRow = Omit<VipLevelTable, 'merchant_code'>;

/** The VIP ladder of every demo merchant: turnover needed and what each level gets. */
export const DEMO_VIP_LEVELS: VipRow[] = [
  ['Member', 0, 3, 50_000, 0, 0.3],
  ['Bronze', 10_000, 5, 100_000, 188, 0.4],
  ['Silver', 50_000, 8, 200_000, 588, 0.5],
  ['Gold', 200_000, 10, 500_000, 1_888, 0.6],
  ['Platinum', 1_000_000, 15, 1_000_000, 5_888, 0.8],
  ['Diamond', 5_000_000, 20, 3_000_000, 18_888, 1.0],
].map(([name, minTurnover, daily, limit, birthday, rebate], level) => ({
  level,
  name: String(name),
  min_turnover: Number(minTurnover),
  daily_withdrawals: Number(daily),
  withdrawal_limit: Number(limit),
  birthday_bonus: Number(birthday),
  rebate_percent: Number(rebate),
}));

/** Profile data of the demo players beyond the basics: payee name, VIP level and turnover. */
export const DEMO_PROFILES: Record<string, { payeeName: string; vipLevel: number; turnover: number }> = {
  player0: { payeeName: 'Juan Dela Cruz', vipLevel: 3, turnover: 356_420.5 },
  player1: { payeeName: 'Maria Santos', vipLevel: 1, turnover: 12_800 },
};

/** Idempotent: levels are inserted when missing; profiles are filled only where still empty. */
export async function seedMemberProfiles(
  db: Db,
  merchantCode: string,
  ids: Map<string, number>,
  paymentPasswordHash: () => Promise<string>,
): Promise<void> {
  await db
    .insertInto('vip_levels')
    .values(DEMO_VIP_LEVELS.map((row) => ({ ...row, merchant_code: merchantCode })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const [username, profile] of Object.entries(DEMO_PROFILES)) {
    const id = ids.get(username);
    if (id === undefined) continue;
    await db
      .updateTable('members')
      .set({ payee_name: profile.payeeName, vip_level: profile.vipLevel, turnover: profile.turnover })
      .where('id', '=', id)
      .where('payee_name', 'is', null)
      .execute();
  }
  // player0 has a withdrawal password (123456), so the security centre shows both states.
  const player0 = ids.get('player0');
  const row =
    player0 === undefined
      ? undefined
      : await db
          .selectFrom('members')
          .select('payment_password_hash')
          .where('id', '=', player0)
          .executeTakeFirst();
  if (player0 !== undefined && row && row.payment_password_hash === null) {
    await db
      .updateTable('members')
      .set({ payment_password_hash: await paymentPasswordHash() })
      .where('id', '=', player0)
      .execute();
  }
}

import type { MemberProfile, SecurityConfig, VipBenefits } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { maskEmail, maskMobile } from './mask-contact';

async function memberWithContacts(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('member_contacts', 'member_contacts.member_id', 'members.id')
    .select([
      'members.username',
      'members.nickname',
      'members.payee_name',
      'members.created_at',
      'members.password_hash',
      'members.payment_password_hash',
      'members.merchant_code',
      'members.vip_level',
      'members.turnover',
      'member_contacts.mobile',
      'member_contacts.email',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
}

export async function readProfile(db: Db, memberId: number): Promise<MemberProfile | null> {
  const row = await memberWithContacts(db, memberId);
  if (!row) return null;
  return {
    account: row.username,
    nickname: row.nickname,
    email: maskEmail(row.email ?? null),
    mobile: maskMobile(row.mobile ?? null),
    payeeName: row.payee_name,
    registeredAt: row.created_at,
  };
}

/** Which protections are set; a hash starting with '!' cannot be used, so it counts as not set. */
export async function readSecurityConfig(db: Db, memberId: number): Promise<SecurityConfig | null> {
  const row = await memberWithContacts(db, memberId);
  if (!row) return null;
  const usable = (hash: string | null) => hash !== null && hash !== '' && !hash.startsWith('!');
  return {
    loginPassword: usable(row.password_hash),
    withdrawalPassword: usable(row.payment_password_hash),
    mobile: maskMobile(row.mobile ?? null),
    email: maskEmail(row.email ?? null),
    payeeName: row.payee_name,
  };
}

export async function writeNickname(db: Db, memberId: number, nickname: string): Promise<void> {
  await db.updateTable('members').set({ nickname }).where('id', '=', memberId).execute();
}

export async function readVipBenefits(db: Db, memberId: number): Promise<VipBenefits | null> {
  const row = await memberWithContacts(db, memberId);
  if (!row) return null;
  const levels = await db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_code', '=', row.merchant_code)
    .orderBy('level')
    .execute();
  return {
    level: row.vip_level,
    turnover: row.turnover,
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      minTurnover: l.min_turnover,
      dailyWithdrawals: l.daily_withdrawals,
      withdrawalLimit: l.withdrawal_limit,
      birthdayBonus: l.birthday_bonus,
      rebatePercent: l.rebate_percent,
    })),
  };
}

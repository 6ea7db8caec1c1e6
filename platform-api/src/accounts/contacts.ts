import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

/** '+' and digits: '+63' or '63' with '09171234567' becomes '+639171234567'. */
export function mobileKey(countryDialingCode: string, mobileNum: string): string | null {
  const dial = countryDialingCode.replace(/^\+/, '');
  const number = mobileNum.replace(/^0+/, '');
  if (!/^\d{1,4}$/.test(dial) || !/^\d{5,15}$/.test(number)) return null;
  return `+${dial}${number}`;
}

export const phoneFormat = () => new ApiError('PHONE_FORMAT', 400, { field: 'mobileNum' });

export function requireMobileKey(countryDialingCode: string, mobileNum: string): string {
  const key = mobileKey(countryDialingCode, mobileNum);
  if (!key) throw phoneFormat();
  return key;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function memberIdByMobile(db: Db, merchantCode: string, mobile: string): Promise<number | null> {
  const row = await db
    .selectFrom('member_contacts')
    .select('member_id')
    .where('merchant_code', '=', merchantCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

export async function emailOf(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_contacts')
    .select('email')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The upline member an invitation (affiliate) code stands for. */
export async function affiliateMemberId(db: Db, merchantCode: string, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select('member_id')
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row?.member_id ?? null;
}

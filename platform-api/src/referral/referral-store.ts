import { randomInt } from 'node:crypto';
import type { Db } from '../db/schema';

/** No 0/O, 1/I/L: the code is read aloud and typed on phones. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
const FRIENDS_LIMIT = 100;

const randomCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's referral code: the existing one, else a new random one (retried on the rare clash). */
export async function referralCode(db: Db, merchantCode: string, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db
      .selectFrom('affiliate_codes')
      .select('code')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('code')
      .executeTakeFirst();
    if (existing) return existing.code;
    await db
      .insertInto('affiliate_codes')
      .values({ merchant_code: merchantCode, code: randomCode(), member_id: memberId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('could not allocate a referral code');
}

/** Account names show their first two and last character only: friends' privacy. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}**`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(chars.length - 3, 6))}${chars.at(-1)}`;
}

/** Members who registered with this member's code, newest first. */
export async function invitedFriends(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('members')
    .select(['username', 'created_at'])
    .where('parent_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(FRIENDS_LIMIT)
    .execute();
  const total = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('parent_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    friendCount: Number(total.n),
    friends: rows.map((r) => ({ account: maskAccount(r.username), joinedAt: r.created_at })),
  };
}

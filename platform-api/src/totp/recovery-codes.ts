import { createHash, randomInt } from 'node:crypto';
import { TOTP_RECOVERY_CODE_COUNT } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code, `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet, about 49 bits. */
function newCode(): string {
  let text = '';
  for (let i = 0; i < 10; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The stored form: SHA-256 of the code without its hyphen (high entropy, so no slow hash is needed). */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(`totp-recovery:${code.replace('-', '').toLowerCase()}`)
    .digest('hex');

/** Replaces the member's recovery codes with a fresh set; answers the codes in clear, to show once. */
export async function issueRecoveryCodes(db: Db, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: TOTP_RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('member_totp_recovery').where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_totp_recovery')
    .values(codes.map((code) => ({ member_id: memberId, code_hash: recoveryCodeHash(code), used_at: null })))
    .execute();
  return codes;
}

/** Uses one recovery code: true only for the one call whose conditional update marked it used. */
export async function useRecoveryCode(db: Db, memberId: number, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('member_totp_recovery')
    .set({ used_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_totp_recovery')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

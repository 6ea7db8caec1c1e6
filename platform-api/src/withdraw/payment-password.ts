import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashPassword } from '../security/password';
import { checkPaymentPasswordGuarded } from './payment-password-guard';

/** A hash starting with '!' (or none) cannot be used: the member has no withdrawal password yet. */
export const isUsableHash = (hash: string | null): hash is string =>
  hash !== null && hash !== '' && !hash.startsWith('!');

export async function paymentPasswordHash(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row && isUsableHash(row.payment_password_hash) ? row.payment_password_hash : null;
}

/** Stores a new withdrawal password (set, changed or reset) as its hash. */
export async function storePaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
  // A new withdrawal password starts with a fresh attempt count (and no lock).
  await db.deleteFrom('payment_password_guards').where('member_id', '=', memberId).execute();
}

/** Refuses a money move unless the withdrawal password is set and this one matches it (within its attempt budget). */
export async function requirePaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const hash = await paymentPasswordHash(db, memberId);
  if (!hash) throw new ApiError('PAYMENT_PASSWORD_REQUIRED', 409);
  await checkPaymentPasswordGuarded(db, memberId, password, hash);
}

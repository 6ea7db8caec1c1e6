import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS } from './limits';
import { type Channel, sendToOutbox } from './outbox';

/** 'login' (SMS login and reset by phone), 'register', 'reset' (e-mail), 'bind:<member id>' (a new contact of that member). */
export type CodePurpose = 'login' | 'register' | 'reset' | `bind:${number}`;

interface CodeTarget {
  merchantCode: string;
  channel: Channel;
  recipient: string;
  purpose: CodePurpose;
}

const codeHash = (target: CodeTarget, code: string) =>
  createHash('sha256')
    .update(`${target.merchantCode}:${target.recipient}:${target.purpose}:${code}`)
    .digest('hex');

export const wrongCode = () => new ApiError('VERIFICATION_CODE', 400);

/** Sends a fresh 6-digit code (older ones of the same purpose stop working); returns expirationTime. */
export async function issueCode(db: Db, target: CodeTarget, now: Date): Promise<number> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('verification_codes')
    .set({ used: 1 })
    .where('merchant_code', '=', target.merchantCode)
    .where('recipient', '=', target.recipient)
    .where('purpose', '=', target.purpose)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      merchant_code: target.merchantCode,
      channel: target.channel,
      recipient: target.recipient,
      purpose: target.purpose,
      code_hash: codeHash(target, code),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    })
    .execute();
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const body = `Your verification code is ${code}. It expires in ${minutes} minutes.`;
  await sendToOutbox(db, { ...target, body }, now);
  return now.getTime() + CODE_RESEND_MS;
}

/**
 * Checks the latest live code; each wrong guess counts, and CODE_MAX_ATTEMPTS kill it.
 * `consume` marks a right code used (single use); verification-only checks leave it live.
 */
export async function checkCode(
  db: Db,
  target: CodeTarget,
  code: string,
  now: Date,
  consume = true,
): Promise<boolean> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('merchant_code', '=', target.merchantCode)
    .where('recipient', '=', target.recipient)
    .where('purpose', '=', target.purpose)
    .where('used', '=', 0)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
  const right = /^\d{6}$/.test(code) && row.code_hash === codeHash(target, code);
  if (!right) {
    await db
      .updateTable('verification_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  if (consume) await db.updateTable('verification_codes').set({ used: 1 }).where('id', '=', row.id).execute();
  return true;
}

export async function requireCode(db: Db, target: CodeTarget, code: string, now: Date): Promise<void> {
  if (!(await checkCode(db, target, code, now))) throw wrongCode();
}

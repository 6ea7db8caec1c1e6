import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { CAPTCHA_TTL_MS } from './limits';

/** No 0/O, 1/I/L: the answer is typed from an image on a phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 5;

const answerHash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

export function randomAnswer(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Stores only a hash of the answer; `answer` is injectable for tests. */
export async function issueCaptcha(
  db: Db,
  now: Date,
  answer: string = randomAnswer(),
): Promise<{ captchaId: string; answer: string }> {
  const captchaId = randomBytes(18).toString('base64url');
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: answerHash(captchaId, answer),
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
    })
    .execute();
  await db.deleteFrom('captchas').where('expires_at', '<=', now.toISOString()).execute();
  return { captchaId, answer };
}

/** Single use: the captcha is consumed whether the answer was right or not. */
export async function consumeCaptcha(db: Db, captchaId: string, answer: string, now: Date): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', captchaId)
    .where('expires_at', '>', now.toISOString())
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash === answerHash(captchaId, answer);
}

/** CAPTCHA_REQUIRED without an answer, CAPTCHA_WRONG for a wrong, expired or reused one. */
export async function requireCaptcha(
  db: Db,
  input: { captchaId?: string; captcha?: string },
  now: Date,
): Promise<void> {
  if (!input.captcha || !input.captchaId) throw new ApiError('CAPTCHA_REQUIRED', 400, { captcha: true });
  if (!(await consumeCaptcha(db, input.captchaId, input.captcha, now)))
    throw new ApiError('CAPTCHA_WRONG', 400, { captcha: true });
}

import { TOTP_CODE_PATTERN } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { useRecoveryCode } from './recovery-codes';
import { matchTotpStep } from './totp-code';
import { clearTotpFailures, refuseWrongCode, reserveTotpTry, totpLocked } from './totp-guard';
import { openTotpSecret } from './totp-secret-box';
import { logTotp, readTotp, type TotpRow, takeStep } from './totp-store';

export const totpRequired = () => new ApiError('TOTP_REQUIRED', 403);

/**
 * Checks a code against the member's authenticator within the try budget (totp-guard.ts): a code of a
 * step not used yet, one step either side of now; or, when `recovery`, one of the unused recovery codes.
 * Answers the step taken (null for a recovery code); refuses TOTP_WRONG / TOTP_LOCKED otherwise. Writes
 * outside any transaction a refusal would roll back (the count must stand).
 */
export async function checkTotpCode(
  db: Db,
  key: Buffer,
  row: TotpRow,
  code: string,
  now: Date,
  recovery: boolean,
): Promise<number | null> {
  const lockedUntil = await reserveTotpTry(db, row.memberId, now);
  if (lockedUntil) throw totpLocked(lockedUntil);
  if (TOTP_CODE_PATTERN.test(code)) {
    const secret = openTotpSecret(key, row.memberId, row.sealedSecret);
    const step = secret ? await matchTotpStep(secret, code, now, row.lastStep) : null;
    if (step !== null && (await takeStep(db, row.memberId, step))) {
      await clearTotpFailures(db, row.memberId);
      return step;
    }
  } else if (recovery && (await useRecoveryCode(db, row.memberId, code, now))) {
    await clearTotpFailures(db, row.memberId);
    await logTotp(db, row.memberId, 'recovery', 'member', null, now);
    return null;
  }
  return refuseWrongCode(db, row.memberId, now);
}

/**
 * The second step of a money call (withdraw, add a bank card, set or change the withdrawal password):
 * nothing to do when the member has no authenticator on; else a code (or recovery code) is required.
 */
export async function requireSecondStep(
  db: Db,
  key: Buffer,
  memberId: number,
  code: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const row = await readTotp(db, memberId);
  if (!row?.enabled) return;
  if (!code) throw totpRequired();
  await checkTotpCode(db, key, row, code, now, true);
}

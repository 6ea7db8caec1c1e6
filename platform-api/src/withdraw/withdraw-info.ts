import { WITHDRAW_LIMITS, type WithdrawInfo } from '@mobile/shared-contracts';
import { readWithdrawable } from '../bonus/turnover-store';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { identityMissing } from '../kyc/kyc-withdrawal-gate';
import { readProfile } from '../members/profile-store';
import { totpEnabled } from '../totp/totp-store';
import { paymentPasswordHash } from './payment-password';
import { heldCents } from './withdraw-store';

/**
 * A member's withdraw info (funds, limits, payee, what the form needs), as `withdrawInfo` answers it and as
 * /m/withdraw's draw read (docs/decisions/0681) gathers it: one rule in one place.
 */
export async function readWithdrawInfo(
  db: Db,
  merchantCode: string,
  memberId: number,
): Promise<WithdrawInfo> {
  const funds = await readWithdrawable(db, memberId, new Date());
  const profile = await readProfile(db, memberId);
  return {
    balance: centsToAmount(funds.balanceCents),
    held: centsToAmount(await heldCents(db, memberId)),
    min: WITHDRAW_LIMITS.min,
    max: WITHDRAW_LIMITS.max,
    hasWithdrawalPassword: (await paymentPasswordHash(db, memberId)) !== null,
    payeeName: profile?.payeeName ?? null,
    withdrawable: centsToAmount(funds.withdrawableCents),
    bonusLocked: centsToAmount(funds.lockedCents),
    turnoverLeft: centsToAmount(funds.turnoverLeftCents),
    identityRequired: await identityMissing(db, merchantCode, memberId),
    secondStep: await totpEnabled(db, memberId),
  };
}

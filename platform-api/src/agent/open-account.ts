import { isRebateAllowed, type OpenAccountPayload } from '@mobile/shared-contracts';
import { requireMobileKey } from '../accounts/contacts';
import { registerSettingsOf } from '../accounts/merchant-settings';
import { checkRegisterFields, fieldError } from '../accounts/register-fields';
import { createRegisteredMember, requireFreeAccount } from '../accounts/register-member';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { badRequest } from '../http/api-error';
import type { Merchant } from '../merchants/merchant-store';
import { checkBirthDate } from '../protection/age-gate';
import { hashPassword } from '../security/password';
import type { Session } from '../sessions/session-store';
import { rebateTooHigh } from './agent-guard';
import { takeQuota } from './quota-store';
import { rebateOf, setRebate } from './rebate-store';

/** The register settings' rules, with the account's own fields forced on and the guest-only ones off. */
const OPEN_ACCOUNT_REQUIRED = {
  username: true,
  password: true,
  affiliateCode: false,
  verificationCode: false,
} as const;

/**
 * An agent registers a direct downline: the register settings' field rules, a rebate at most the
 * agent's own, one opening taken from its quota in the same transaction as the new member (a refusal
 * anywhere gives the opening back). The new member logs in itself; the agent's session is unchanged.
 */
export async function openAccount(
  db: Db,
  merchant: Merchant,
  agent: Session,
  payload: Required<OpenAccountPayload>,
  now: Date,
  /** The request's: a hash still queued when the client goes away is not run. */
  signal?: AbortSignal,
): Promise<{ memberId: number; username: string }> {
  const ceiling = await rebateOf(db, agent.memberId);
  if (payload.rebate > ceiling) throw rebateTooHigh();
  if (!isRebateAllowed(payload.rebate, ceiling)) throw badRequest();
  const settings = await registerSettingsOf(db, merchant);
  const fields = checkRegisterFields(settings, payload, OPEN_ACCOUNT_REQUIRED);
  if (payload.confirmPassword !== payload.password) throw fieldError('PASSWORD_MISMATCH', 'confirmPassword');
  const birthDate = await checkBirthDate(db, merchant.code, payload.birthDate, now);
  const username = fields.get('username') ?? '';
  const mobileNum = fields.get('mobileNum') ?? '';
  const mobile = mobileNum ? requireMobileKey(payload.countryDialingCode, mobileNum) : null;
  await requireFreeAccount(db, merchant.code, username, mobile);
  const passwordHash = await hashPassword(payload.password, { signal });

  return inTransaction(db, async (trx) => {
    await takeQuota(trx, agent.memberId);
    const memberId = await createRegisteredMember(
      trx,
      {
        merchantCode: merchant.code,
        username,
        passwordHash,
        type: payload.memberType,
        parentId: agent.memberId,
        mobile,
        fields,
        birthDate,
      },
      now,
    );
    if (payload.rebate > 0) await setRebate(trx, memberId, payload.rebate, now);
    return { memberId, username };
  });
}

import type { Db } from '../db/schema';
import { kycRequiredForWithdrawal } from './kyc-setting';
import { kycApproved } from './kyc-store';

/** True when the merchant waits for an approved identity before paying out and this member has none. */
export async function identityMissing(db: Db, merchantCode: string, memberId: number): Promise<boolean> {
  if (!(await kycRequiredForWithdrawal(db, merchantCode))) return false;
  return !(await kycApproved(db, memberId));
}

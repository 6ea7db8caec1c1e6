import * as v from 'valibot';
import type { Db } from '../db/schema';
import { readSetting, writeSetting } from '../merchants/settings-store';

/** The merchant's identity-check document (setting 'kyc'), set by `operator kyc --withdrawal required|open`. */
const kycSettingSchema = v.object({ requiredForWithdrawal: v.boolean() });

/** Whether the merchant pays out only to members whose identity it approved (off until the operator says). */
export async function kycRequiredForWithdrawal(db: Db, merchantCode: string): Promise<boolean> {
  const parsed = v.safeParse(kycSettingSchema, await readSetting(db, merchantCode, 'kyc'));
  return parsed.success && parsed.output.requiredForWithdrawal;
}

export async function setKycRequiredForWithdrawal(db: Db, merchantCode: string, required: boolean) {
  await writeSetting(db, merchantCode, 'kyc', { requiredForWithdrawal: required });
}

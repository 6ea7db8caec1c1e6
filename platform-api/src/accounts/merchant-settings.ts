import {
  consolidatedSettingsSchema,
  type RegisterSettings,
  registerSettingsSchema,
} from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { consolidatedDefaults, registerDefaults } from '../merchants/default-settings';
import type { Merchant } from '../merchants/merchant-store';
import { readSetting } from '../merchants/settings-store';

/** The same documents GET /wps/system/setting/register and settings/consolidated serve. */
export async function registerSettingsOf(db: Db, merchant: Merchant): Promise<RegisterSettings> {
  const parsed = v.safeParse(registerSettingsSchema, await readSetting(db, merchant.code, 'register'));
  return parsed.success ? parsed.output : registerDefaults('full');
}

export async function switchOn(db: Db, merchant: Merchant, name: string): Promise<boolean> {
  const parsed = v.safeParse(
    consolidatedSettingsSchema,
    await readSetting(db, merchant.code, 'consolidated'),
  );
  const settings = parsed.success
    ? parsed.output
    : consolidatedDefaults(merchant.code, merchant.name, 'full');
  return settings.switches[name] === true;
}

/** Password rule of the register settings, reused for password change and reset. */
export async function passwordPattern(db: Db, merchant: Merchant): Promise<RegExp | null> {
  const settings = await registerSettingsOf(db, merchant);
  const pattern = settings.fields.find((f) => f.name === 'password')?.pattern;
  return pattern ? safeRegExp(pattern) : null;
}

/** Operator-provided patterns: one that does not compile is treated as absent. */
export function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

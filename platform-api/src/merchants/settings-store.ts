import type { Db } from '../db/schema';

/** Per-merchant site settings, one JSON document per name. */
export const SETTING_NAMES = [
  'consolidated',
  'whitelabel',
  'countries',
  'register',
  'protection',
  // Social login providers (issue 31, platform-api/src/social-login/provider-settings.ts).
  'social',
  // Identity verification before withdrawals (issue 30, platform-api/src/kyc/kyc-setting.ts).
  'kyc',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The stored document, or null when absent or unreadable (the caller falls back to defaults). */
export async function readSetting(db: Db, merchantCode: string, name: SettingName): Promise<unknown> {
  const row = await db
    .selectFrom('merchant_settings')
    .select('value')
    .where('merchant_code', '=', merchantCode)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return null;
  }
}

export async function writeSetting(
  db: Db,
  merchantCode: string,
  name: SettingName,
  value: unknown,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('merchant_settings')
    .values({ merchant_code: merchantCode, name, value: json })
    .onConflict((oc) => oc.columns(['merchant_code', 'name']).doUpdateSet({ value: json }))
    .execute();
}

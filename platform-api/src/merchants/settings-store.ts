import { isPostgres } from '../db/dialect';
import { inTransaction } from '../db/in-transaction';
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

/**
 * Changes one stored document: `change` gets the stored value (null when absent or unreadable) and gives the
 * new one, with the row held from the read to the write, so two changes at once (two operators, two
 * switches of one merchant) both land instead of the later write undoing the earlier one. The row is made
 * first: on SQLite that write takes the database's one writer lock before the read; PostgreSQL then locks
 * the row. A `change` that throws leaves the document as it was.
 */
export async function updateSetting(
  db: Db,
  merchantCode: string,
  name: SettingName,
  change: (stored: unknown) => unknown,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('merchant_settings')
      .values({ merchant_code: merchantCode, name, value: 'null' })
      .onConflict((oc) => oc.columns(['merchant_code', 'name']).doNothing())
      .execute();
    if (isPostgres(trx as Db))
      await trx
        .selectFrom('merchant_settings')
        .select('name')
        .where('merchant_code', '=', merchantCode)
        .where('name', '=', name)
        .forUpdate()
        .execute();
    await writeSetting(trx, merchantCode, name, change(await readSetting(trx, merchantCode, name)));
  });
}

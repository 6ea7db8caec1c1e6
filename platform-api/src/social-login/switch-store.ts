import { consolidatedSettingsSchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { consolidatedDefaults } from '../merchants/default-settings';
import { readSetting, writeSetting } from '../merchants/settings-store';

/** Turns one switch of the merchant's consolidated settings on or off (the others as they are). */
export async function setSwitch(db: Db, merchantCode: string, name: string, on: boolean): Promise<void> {
  const parsed = v.safeParse(consolidatedSettingsSchema, await readSetting(db, merchantCode, 'consolidated'));
  const settings = parsed.success ? parsed.output : consolidatedDefaults(merchantCode, merchantCode, 'full');
  await writeSetting(db, merchantCode, 'consolidated', {
    ...settings,
    switches: { ...settings.switches, [name]: on },
  });
}

import { consolidatedSettingsSchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { consolidatedDefaults } from '../merchants/default-settings';
import { updateSetting } from '../merchants/settings-store';

/** Turns one switch of the merchant's consolidated settings on or off (the others as they are). */
export async function setSwitch(db: Db, merchantCode: string, name: string, on: boolean): Promise<void> {
  await updateSetting(db, merchantCode, 'consolidated', (stored) => {
    const parsed = v.safeParse(consolidatedSettingsSchema, stored);
    const settings = parsed.success
      ? parsed.output
      : consolidatedDefaults(merchantCode, merchantCode, 'full');
    return { ...settings, switches: { ...settings.switches, [name]: on } };
  });
}

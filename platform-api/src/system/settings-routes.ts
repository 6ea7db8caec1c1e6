import {
  consolidatedSettingsSchema,
  countrySchema,
  ENDPOINTS,
  registerSettingsSchema,
  whitelabelSchema,
} from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { registerEndpoint } from '../http/register-endpoint';
import {
  COUNTRIES,
  consolidatedDefaults,
  registerDefaults,
  whitelabelDefaults,
} from '../merchants/default-settings';
import { readSetting, type SettingName } from '../merchants/settings-store';

/** A stored document that no longer fits the contract is ignored rather than served broken. */
export async function settingOr<S extends v.GenericSchema>(
  db: Db,
  merchantCode: string,
  name: SettingName,
  schema: S,
  fallback: () => v.InferOutput<S>,
): Promise<v.InferOutput<S>> {
  const stored = await readSetting(db, merchantCode, name);
  const parsed = v.safeParse(schema, stored);
  return parsed.success ? parsed.output : fallback();
}

export function registerSettingsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.consolidatedSettings, async ({ merchant, deps }) => {
    const settings = await settingOr(deps.db, merchant.code, 'consolidated', consolidatedSettingsSchema, () =>
      consolidatedDefaults(merchant.code, merchant.name, 'full'),
    );
    return { ...settings, merchantCode: merchant.code };
  });
  registerEndpoint(app, ENDPOINTS.whitelabel, ({ merchant, deps }) =>
    settingOr(deps.db, merchant.code, 'whitelabel', whitelabelSchema, () => whitelabelDefaults('full')),
  );
  registerEndpoint(app, ENDPOINTS.country, ({ merchant, deps }) =>
    settingOr(deps.db, merchant.code, 'countries', countrySchema, () => COUNTRIES),
  );
  registerEndpoint(app, ENDPOINTS.registerSettings, ({ merchant, deps }) =>
    settingOr(deps.db, merchant.code, 'register', registerSettingsSchema, () => registerDefaults('full')),
  );
}

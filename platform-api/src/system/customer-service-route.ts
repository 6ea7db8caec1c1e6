import { consolidatedSettingsSchema, ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { consolidatedDefaults } from '../merchants/default-settings';
import { settingOr } from './settings-routes';

/** An http(s) URL or a path of this site (`/m/…`); anything else (javascript:, //host) is never answered. */
export function isServiceLink(path: string): boolean {
  const value = path.trim();
  if (value.startsWith('/m/') || value === '/m') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `/wps/system/domainRoute`: the merchant's customer-service links (SPEC 3: title 'whatsapp' or 'CS', path). */
export function registerCustomerServiceRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.customerServiceRoutes, async ({ merchant, deps }) => {
    const settings = await settingOr(deps.db, merchant.code, 'consolidated', consolidatedSettingsSchema, () =>
      consolidatedDefaults(merchant.code, merchant.name, 'full'),
    );
    return settings.customerService.filter((entry) => isServiceLink(entry.path));
  });
}

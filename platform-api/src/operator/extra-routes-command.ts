import {
  consolidatedSettingsSchema,
  type ExtraRouteSetting,
  extraRouteProblem,
} from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { consolidatedDefaults } from '../merchants/default-settings';
import { findMerchant } from '../merchants/merchant-store';
import { writeSetting } from '../merchants/settings-store';
import { settingOr } from '../system/settings-routes';
import { merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const MAX_ROUTES = 20;

/**
 * A merchant's extra routes (SPEC 2 'further routes merged from a configured list'): lists them, adds
 * one (`--add /m/name --title … --target /m/page | https://…`, checked as the shell checks it, so a
 * refused route is said here instead of silently left out) or removes one (`--remove /m/name`).
 */
export async function extraRoutesCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'add', 'title', 'target', 'remove']);
  const code = merchantFlag(flags);
  const merchant = await findMerchant(db, code);
  if (!merchant) throw new UsageError(`unknown merchant '${code}'`);
  const settings = await settingOr(db, code, 'consolidated', consolidatedSettingsSchema, () =>
    consolidatedDefaults(code, merchant.name, 'full'),
  );
  let routes: ExtraRouteSetting[] = settings.extraRoutes ?? [];
  if (flags.add !== undefined) {
    const route = { path: flags.add, title: required(flags, 'title'), target: required(flags, 'target') };
    const problem = extraRouteProblem(route, merchant.frameOrigins);
    if (problem) throw new UsageError(`route refused: ${problem}`);
    routes = [...routes.filter((r) => r.path !== route.path), route];
    if (routes.length > MAX_ROUTES) throw new UsageError(`at most ${MAX_ROUTES} extra routes`);
  } else if (flags.remove !== undefined) {
    if (!routes.some((r) => r.path === flags.remove)) throw new UsageError(`no extra route ${flags.remove}`);
    routes = routes.filter((r) => r.path !== flags.remove);
  } else {
    return routes;
  }
  await writeSetting(db, code, 'consolidated', { ...settings, extraRoutes: routes });
  return routes;
}

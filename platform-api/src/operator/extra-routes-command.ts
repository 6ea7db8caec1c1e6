import {
  consolidatedSettingsSchema,
  type ExtraRouteSetting,
  extraRouteProblem,
} from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { consolidatedDefaults } from '../merchants/default-settings';
import { findMerchant } from '../merchants/merchant-store';
import { updateSetting } from '../merchants/settings-store';
import { settingOr } from '../system/settings-routes';
import { type Flags, merchantFlag, parseFlags, required } from './parse-args';
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
  const defaults = () => consolidatedDefaults(code, merchant.name, 'full');
  if (flags.add === undefined && flags.remove === undefined)
    return (
      (await settingOr(db, code, 'consolidated', consolidatedSettingsSchema, defaults)).extraRoutes ?? []
    );
  let routes: ExtraRouteSetting[] = [];
  // Changed on the document as stored at the write: another command's change at the same time stays.
  await updateSetting(db, code, 'consolidated', (stored) => {
    const parsed = v.safeParse(consolidatedSettingsSchema, stored);
    const settings = parsed.success ? parsed.output : defaults();
    routes = changedRoutes(settings.extraRoutes ?? [], flags, merchant.frameOrigins);
    return { ...settings, extraRoutes: routes };
  });
  return routes;
}

/** The routes with `--add`'s route put in (checked as the shell checks it) or `--remove`'s taken out. */
function changedRoutes(
  routes: ExtraRouteSetting[],
  flags: Flags,
  frameOrigins: readonly string[],
): ExtraRouteSetting[] {
  if (flags.add !== undefined) {
    const route = { path: flags.add, title: required(flags, 'title'), target: required(flags, 'target') };
    const problem = extraRouteProblem(route, frameOrigins);
    if (problem) throw new UsageError(`route refused: ${problem}`);
    const added = [...routes.filter((r) => r.path !== route.path), route];
    if (added.length > MAX_ROUTES) throw new UsageError(`at most ${MAX_ROUTES} extra routes`);
    return added;
  }
  if (!routes.some((r) => r.path === flags.remove)) throw new UsageError(`no extra route ${flags.remove}`);
  return routes.filter((r) => r.path !== flags.remove);
}

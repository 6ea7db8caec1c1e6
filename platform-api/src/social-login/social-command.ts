import { SOCIAL_PROVIDERS } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { choice, type Flags, merchantFlag, onOff, parseFlags, required } from '../operator/parse-args';
import { UsageError } from '../operator/usage-error';
import {
  configuredProviderIds,
  providerSettingSchema,
  readSocialSettings,
  writeProviderSetting,
} from './provider-settings';
import { PROVIDER_SWITCH } from './provider-switch';
import { setSwitch } from './switch-store';

/**
 * `social --merchant M --provider google|facebook [--issuer U --client-id C --secret-env NAME
 * --redirect-uri U | --remove yes] [--switch on|off]`: a merchant's identity provider; the client secret
 * stays in the API's environment under NAME. Answers the providers configured and ready.
 */
export async function socialCommand(db: Db, args: string[]): Promise<unknown> {
  const flags: Flags = parseFlags(args, [
    'merchant',
    'provider',
    'issuer',
    'client-id',
    'secret-env',
    'redirect-uri',
    'remove',
    'switch',
  ]);
  const merchant = merchantFlag(flags);
  const provider = choice(flags, 'provider', SOCIAL_PROVIDERS);
  if (!provider) throw new UsageError('--provider is required');
  if (flags.remove === 'yes') await writeProviderSetting(db, merchant, provider, null);
  else if (flags.issuer !== undefined) {
    const setting = {
      issuer: required(flags, 'issuer'),
      clientId: required(flags, 'client-id'),
      secretEnv: required(flags, 'secret-env'),
      redirectUri: required(flags, 'redirect-uri'),
    };
    const checked = v.safeParse(providerSettingSchema, setting);
    if (!checked.success)
      throw new UsageError(
        `--${checked.issues[0]?.path?.[0]?.key ?? 'issuer'}: ${checked.issues[0]?.message ?? 'invalid'}`,
      );
    await writeProviderSetting(db, merchant, provider, checked.output);
  }
  const on = onOff(flags, 'switch', 'on', 'off');
  if (on !== undefined) await setSwitch(db, merchant, PROVIDER_SWITCH[provider], on);
  const settings = await readSocialSettings(db, merchant);
  return {
    merchantCode: merchant,
    providers: settings.providers,
    ready: await configuredProviderIds(db, merchant),
  };
}

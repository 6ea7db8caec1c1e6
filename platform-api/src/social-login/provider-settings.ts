import { SOCIAL_PROVIDERS, type SocialProviderId } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { readSetting, updateSetting } from '../merchants/settings-store';

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

/**
 * One provider of a merchant (setting document `social`). The client secret is never stored: `secretEnv`
 * names the environment variable that holds it, so the database (and its backups) never carry it.
 */
export const providerSettingSchema = v.object({
  issuer: httpUrl,
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  secretEnv: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{2,63}$/)),
  /** The site's callback page registered at the provider, e.g. https://<merchant host>/m/social/callback. */
  redirectUri: httpUrl,
});
export type ProviderSetting = v.InferOutput<typeof providerSettingSchema>;

export const socialSettingsSchema = v.object({
  providers: v.record(v.picklist(SOCIAL_PROVIDERS), providerSettingSchema),
});
export type SocialSettings = v.InferOutput<typeof socialSettingsSchema>;

/** A provider ready to use: its setting and the secret its environment variable holds. */
export interface ConfiguredProvider extends ProviderSetting {
  id: SocialProviderId;
  clientSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export async function readSocialSettings(db: Db, merchantCode: string): Promise<SocialSettings> {
  const parsed = v.safeParse(socialSettingsSchema, await readSetting(db, merchantCode, 'social'));
  return parsed.success ? parsed.output : { providers: {} };
}

/** The provider when its setting is valid and its secret is present; otherwise null (not offered). */
export async function configuredProvider(
  db: Db,
  merchantCode: string,
  id: SocialProviderId,
  env: Env = process.env,
): Promise<ConfiguredProvider | null> {
  const setting = (await readSocialSettings(db, merchantCode)).providers[id];
  const clientSecret = setting ? env[setting.secretEnv] : undefined;
  return setting && clientSecret ? { ...setting, id, clientSecret } : null;
}

export async function configuredProviderIds(
  db: Db,
  merchantCode: string,
  env: Env = process.env,
): Promise<SocialProviderId[]> {
  const ids: SocialProviderId[] = [];
  for (const id of SOCIAL_PROVIDERS) if (await configuredProvider(db, merchantCode, id, env)) ids.push(id);
  return ids;
}

/** Sets (or, with null, removes) one provider of a merchant; the secret stays in the environment. */
export async function writeProviderSetting(
  db: Db,
  merchantCode: string,
  id: SocialProviderId,
  setting: ProviderSetting | null,
): Promise<void> {
  await updateSetting(db, merchantCode, 'social', (stored) => {
    const parsed = v.safeParse(socialSettingsSchema, stored);
    const providers = { ...(parsed.success ? parsed.output.providers : {}) };
    if (setting) providers[id] = v.parse(providerSettingSchema, setting);
    else delete providers[id];
    return { providers };
  });
}

import { dirname } from 'node:path';
import { type SpawnedProvider, spawnLocalProvider } from '@mobile/oidc-provider';
import type { SocialProviderId } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { writeProviderSetting } from './provider-settings';
import { PROVIDER_SWITCH } from './provider-switch';
import { setSwitch } from './switch-store';

export { setSwitch } from './switch-store';

/** Test helpers: the real local OpenID provider (tools/oidc-provider), and a browser's trip through it. */
export const TEST_CLIENT = {
  clientId: 'site-demo',
  clientSecret: 'local-test-secret-0123456789',
  secretEnv: 'SOCIAL_TEST_GOOGLE_SECRET',
  redirectUri: 'http://127.0.0.1:9/m/social/callback',
};

export function startTestProvider(): Promise<SpawnedProvider> {
  const packageDir = dirname(require.resolve('@mobile/oidc-provider/package.json'));
  return spawnLocalProvider(packageDir, [
    {
      clientId: TEST_CLIENT.clientId,
      clientSecret: TEST_CLIENT.clientSecret,
      redirectUris: [TEST_CLIENT.redirectUri],
    },
  ]);
}

/** Configures the provider for the merchant, its secret in the environment, and turns its switch on. */
export async function configureTestProvider(
  db: Db,
  issuer: string,
  id: SocialProviderId = 'google',
  merchantCode = 'demo',
): Promise<void> {
  process.env[TEST_CLIENT.secretEnv] = TEST_CLIENT.clientSecret;
  await writeProviderSetting(db, merchantCode, id, {
    issuer,
    clientId: TEST_CLIENT.clientId,
    secretEnv: TEST_CLIENT.secretEnv,
    redirectUri: TEST_CLIENT.redirectUri,
  });
  await setSwitch(db, merchantCode, PROVIDER_SWITCH[id], true);
}

/**
 * What a browser does at the provider: follows the authorization URL to the sign-in screen, posts the
 * demo user's login and password, and follows the redirects back; answers the query string the site's
 * callback page would receive.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, password: string) {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    const location = res.headers.get('location');
    return { res, location: location ? new URL(location, url).href : null };
  };
  let step = await go(authorizationUrl);
  const interaction = step.location;
  if (!interaction) throw new Error(`no interaction: ${step.res.status} ${await step.res.text()}`);
  await go(interaction);
  step = await go(interaction, {
    method: 'POST',
    body: new URLSearchParams({ login, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  for (let hops = 0; step.location && hops < 10; hops += 1) {
    if (step.location.startsWith(TEST_CLIENT.redirectUri)) return new URL(step.location).search;
    step = await go(step.location);
  }
  throw new Error(`provider did not redirect back: ${step.res.status} ${await step.res.text()}`);
}

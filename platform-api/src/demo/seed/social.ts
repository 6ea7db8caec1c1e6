import type { Db } from '../../db/schema';
import { writeProviderSetting } from '../../social-login/provider-settings';

/** The environment variable the demo's provider settings name for their client secret. */
export const DEMO_OIDC_SECRET_ENV = 'DEMO_OIDC_CLIENT_SECRET';

/** `SEED_OIDC_ISSUER`: the local OpenID provider tools/site started (tools/oidc-provider); absent: none. */
export function seedSocialIssuerFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SEED_OIDC_ISSUER || undefined;
}

/**
 * The demo merchant's Google and Facebook buttons both lead to the local provider (one client each), back
 * to the site's callback page. The switches stay as seeded (off): `operator switch` turns them on.
 */
export async function seedSocialProviders(db: Db, issuer: string, publicOrigin: string): Promise<void> {
  const redirectUri = `${publicOrigin}/m/social/callback`;
  for (const id of ['google', 'facebook'] as const) {
    await writeProviderSetting(db, 'demo', id, {
      issuer,
      clientId: `site-${id}`,
      secretEnv: DEMO_OIDC_SECRET_ENV,
      redirectUri,
    });
  }
}

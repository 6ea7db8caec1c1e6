import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type SpawnedProvider, spawnLocalProvider } from '@mobile/oidc-provider';
import type { SiteConfig } from './site-config';

export interface DemoOidc {
  provider: SpawnedProvider;
  /** What the API needs: the issuer the demo seed configures and the secret its setting names. */
  apiEnv: Record<string, string>;
}

/** The client ids the demo seed configures for the demo merchant (platform-api/src/demo/seed/social.ts). */
const CLIENT_IDS = ['site-google', 'site-facebook'];

/**
 * The demo's identity provider: a real oidc-provider on 127.0.0.1, one client per provider button,
 * redirecting to the site's callback page; a fresh client secret each run, known only to it and the API.
 */
export async function startDemoOidc(config: SiteConfig): Promise<DemoOidc> {
  const secret = randomBytes(24).toString('base64url');
  const redirectUri = `http://${config.host}:${config.gatewayPort}/m/social/callback`;
  // The same gateway by host name may be the callback too (a journey that needs passkeys runs there:
  // WebAuthn refuses IP addresses, docs/decisions/0361); the seeded settings name the address.
  const byName = `http://localhost:${config.gatewayPort}/m/social/callback`;
  const provider = await spawnLocalProvider(
    path.join(config.rootDir, 'tools/oidc-provider'),
    CLIENT_IDS.map((clientId) => ({ clientId, clientSecret: secret, redirectUris: [redirectUri, byName] })),
    config.oidcProviderPort,
  );
  return { provider, apiEnv: { SEED_OIDC_ISSUER: provider.issuer, DEMO_OIDC_CLIENT_SECRET: secret } };
}

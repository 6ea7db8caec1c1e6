import * as client from 'openid-client';
import type { ConfiguredProvider } from './provider-settings';

/** Scopes asked of every provider: the subject, the e-mail (and whether it is verified), a name. */
const SCOPE = 'openid email profile';
/** Discovery documents are kept this long; a failed discovery is not kept at all. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/;

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/**
 * The provider's configuration from its discovery document, client authentication by HTTP Basic.
 * Plain HTTP is allowed only for a loopback issuer (the local demo and test provider), never elsewhere.
 */
function configurationOf(provider: ConfiguredProvider, now: number): Promise<client.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret}`;
  const kept = discovered.get(key);
  if (kept && now - kept.at < DISCOVERY_TTL_MS) return kept.config;
  const config = client.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    client.ClientSecretBasic(provider.clientSecret),
    // allowInsecureRequests is deprecated for general use; here it is confined to loopback issuers.
    LOOPBACK_HTTP.test(provider.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  discovered.set(key, { at: now, config });
  config.catch(() => discovered.delete(key));
  return config;
}

/** What a login keeps server-side between the start and the provider's redirect. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newFlowSecrets(): FlowSecrets {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** The provider's authorization URL: code flow, PKCE S256, state and nonce. */
export async function authorizationUrl(provider: ConfiguredProvider, secrets: FlowSecrets): Promise<string> {
  const config = await configurationOf(provider, Date.now());
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: provider.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return url.href;
}

/** The ID token's claims the site uses. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  preferredUsername: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Redeems the code of the provider's redirect (`search`: its query string) with the PKCE verifier and
 * verifies the ID token: signature, issuer, audience, expiry, and the nonce and state of this flow.
 * Throws on anything else (a tampered state, a wrong nonce, an error answer, a replayed code).
 */
export async function redeemCode(
  provider: ConfiguredProvider,
  secrets: FlowSecrets,
  search: string,
): Promise<ProviderIdentity> {
  const config = await configurationOf(provider, Date.now());
  const current = new URL(provider.redirectUri);
  current.search = search.startsWith('?') ? search : `?${search}`;
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    preferredUsername: text(claims.preferred_username),
  };
}

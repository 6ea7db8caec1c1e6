import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { type DemoUser, demoUserByLogin, demoUserBySub } from './demo-users';
import { loginPage } from './login-page';

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalProviderOptions {
  /** 0 picks a free port; the issuer is then `http://127.0.0.1:<port>`. */
  port: number;
  clients: LocalClient[];
  users: readonly DemoUser[];
}

export interface RunningProvider {
  issuer: string;
  close: () => Promise<void>;
}

const SCOPE = 'openid email profile';

function claimsOf(user: DemoUser) {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    preferred_username: user.preferredUsername,
  };
}

function configuration(options: LocalProviderOptions): Configuration {
  // A fresh signing key per run: nothing issued by one run is accepted by the next.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'local-1' };
  return {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    // Oidc-provider's types want its own JWK shape; node's export is that shape.
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    // The scopes' claims in the ID token itself, as Google's and Facebook's ID tokens carry them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const user = demoUserBySub(id, options.users);
      if (!user) return undefined;
      return { accountId: user.sub, claims: () => claimsOf(user) };
    },
  };
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 8192) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** GET shows the sign-in screen; POST checks the demo user's password and finishes login and consent. */
async function interaction(
  provider: Provider,
  users: readonly DemoUser[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${details.uid}`;
  const clientName = String(details.params.client_id ?? '');
  const show = (status: number, error: string | null) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // No form-action: Chrome applies it to the redirects after the post, and those go back to the site.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    });
    res.end(loginPage(action, clientName, error));
  };
  if (req.method !== 'POST') return show(200, null);
  const form = await formBody(req);
  const user = demoUserByLogin(form.get('login') ?? '', users);
  if (!user || user.password !== form.get('password')) return show(401, 'Wrong login or password.');
  const grant = new provider.Grant({ accountId: user.sub, clientId: clientName });
  grant.addOIDCScope(SCOPE);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Starts the provider on 127.0.0.1 (never another interface). */
export async function startLocalProvider(options: LocalProviderOptions): Promise<RunningProvider> {
  let provider: Provider | null = null;
  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    const current = provider;
    if (req.url?.startsWith('/interaction/')) {
      interaction(current, options.users, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('This sign-in has expired. Go back to the site and start again.');
      });
      return;
    }
    current.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  provider = new Provider(issuer, configuration(options));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { DEMO_USERS } from './demo-users';
import { type LocalClient, startLocalProvider } from './provider';

/**
 * `OIDC_PROVIDER_PORT` (0: any free port) and `OIDC_PROVIDER_CLIENTS` (JSON list of { clientId,
 * clientSecret, redirectUris }); prints one JSON line with the issuer once it listens. Refuses the
 * production profile: this provider exists for the demo and the tests only.
 */
async function main() {
  if (process.env.SITE_PROFILE === 'production') {
    console.error('The local OpenID provider never runs in the production profile.');
    process.exit(1);
  }
  const clients = JSON.parse(process.env.OIDC_PROVIDER_CLIENTS ?? '[]') as LocalClient[];
  const running = await startLocalProvider({
    port: Number(process.env.OIDC_PROVIDER_PORT ?? 0),
    clients,
    users: DEMO_USERS,
  });
  process.stdout.write(`${JSON.stringify({ issuer: running.issuer })}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();

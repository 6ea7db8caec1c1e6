// First: the remotes' views the page drawings run import stylesheets and images (a bundler's imports),
// which Node loads only with these hooks (jest has its own mocks).
import '../page-drawings/asset-imports';
import Fastify from 'fastify';
import { registerPageSecurityHeaders } from '../page-security-headers';
import { ROOT_DIR } from '../site-config';
import { registerHomeFrame } from './register-home-frame';

/**
 * The drawn frames as their own small service, for nginx (deploy/nginx/home-frame.conf proxies GET /m/home
 * and every /m/ address that is no built file here, and falls back to the static index.html if it fails). Environment: PORT (8090), API_ORIGIN
 * (http://platform-api:4000), SHELL_DIR (the shell's build), TRUST_PROXY (nginx's addresses or ranges, comma-separated,
 * for the player's IP),
 * ASSET_ORIGIN and CHAT_ORIGIN (for the CSP, as `pnpm operator security-headers --asset-origin/--chat-origin`).
 */
async function main() {
  const app = Fastify({ logger: false, trustProxy: process.env.TRUST_PROXY || false });
  // Liveness for the container's HEALTHCHECK: the process answers (the API may be down; nginx falls back).
  app.get('/healthz', async () => ({ status: 'ok' }));
  const apiOrigin = process.env.API_ORIGIN ?? 'http://platform-api:4000';
  // nginx passes these through as they are: the policy allows this page's own inline <style> by its hash.
  registerPageSecurityHeaders(app, {
    apiOrigin,
    ...(process.env.ASSET_ORIGIN ? { assetOrigin: process.env.ASSET_ORIGIN } : {}),
    ...(process.env.CHAT_ORIGIN ? { chatOrigin: process.env.CHAT_ORIGIN } : {}),
  });
  registerHomeFrame(app, {
    rootDir: ROOT_DIR,
    shellDir: process.env.SHELL_DIR ?? `${ROOT_DIR}/shell/dist`,
    apiOrigin,
  });
  await app.listen({ host: process.env.HOST ?? '0.0.0.0', port: Number(process.env.PORT ?? 8090) });
}

main().catch((error: unknown) => {
  console.error('[home-frame] could not start:', error);
  process.exit(1);
});

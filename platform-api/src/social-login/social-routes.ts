import { ENDPOINTS, MEMBER_TYPE, SOCIAL_PROVIDERS, type SocialProviderId } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEncryptedEndpoint } from '../accounts/encrypted-endpoint';
import { requireLoginPassword } from '../accounts/password-budget';
import { forbidden, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { linksOf, removeLink } from './link-store';
import { configuredProviderIds } from './provider-settings';
import { registerWithProvider, socialCallback, startSocialLogin } from './social-flow';
import { linkWithPasskey, linkWithPassword } from './social-link';

/** Social login over OpenID Connect (issue 31): providers, start, callback, link, register; the member's links. */
export function registerSocialRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.socialProviders, async ({ merchant, deps }) => ({
    providers: await configuredProviderIds(deps.db, merchant.code),
  }));
  registerEndpoint(app, ENDPOINTS.socialStart, async (ctx) => ({
    authorizationUrl: await startSocialLogin(ctx, ctx.input.provider),
  }));
  registerEndpoint(app, ENDPOINTS.socialCallback, (ctx) => socialCallback(ctx, ctx.input.search));
  registerEncryptedEndpoint(app, ENDPOINTS.socialLink, (ctx) => linkWithPassword(ctx, ctx.input.password));
  registerEndpoint(app, ENDPOINTS.socialLinkPasskey, (ctx) => linkWithPasskey(ctx, ctx.input.credential));
  registerEncryptedEndpoint(app, ENDPOINTS.socialRegister, (ctx) =>
    registerWithProvider(ctx, ctx.input, ctx.signal),
  );
  registerEndpoint(app, ENDPOINTS.socialLinks, async (ctx) => {
    const session = sessionOf(ctx);
    const rows = await linksOf(ctx.deps.db, session.memberId);
    const links = rows.flatMap((row) => {
      const provider = SOCIAL_PROVIDERS.find((id): id is SocialProviderId => id === row.provider);
      return provider ? [{ provider, linkedAt: row.created_at }] : [];
    });
    return { links };
  });
  registerEndpoint(app, ENDPOINTS.socialUnlink, async (ctx) => {
    const session = sessionOf(ctx);
    if (session.type === MEMBER_TYPE.FREE_PLAY) throw forbidden();
    // The login password keeps the member a way in of their own once the provider's is gone.
    await requireLoginPassword(ctx.deps.db, session, ctx.input.password, ctx.request.ip, 'password');
    if (!(await removeLink(ctx.deps.db, session.memberId, ctx.input.provider))) throw notFound();
    return null;
  });
}

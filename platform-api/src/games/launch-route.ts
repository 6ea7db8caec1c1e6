import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { issueLaunchUrl, launchTarget } from './launch-url';

export function registerLaunchRoute(app: FastifyInstance): void {
  const secret = app.deps.secrets.launch;
  registerEndpoint(app, ENDPOINTS.launchGame, async (ctx) => {
    const session = sessionOf(ctx);
    const { input, deps } = ctx;
    const game = await launchTarget(deps.db, input);
    if (!game || (input.vassalage !== undefined && input.vassalage !== game.vendor_code)) throw notFound();
    const url = await issueLaunchUrl(
      { db: deps.db, session, request: ctx.request, secret },
      game,
      input.playType,
    );
    return { url };
  });
}

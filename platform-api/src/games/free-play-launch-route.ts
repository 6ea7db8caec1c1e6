import { ENDPOINTS, MEMBER_TYPE } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { issueLaunchUrl, launchTarget } from './launch-url';

/**
 * `GCS_gameLaunchFB`: the free-play launcher. Only a free-play (type 4) session, only a game that supports
 * free play (`FREE_REJECT` otherwise), never a lottery (the lottery launcher has its own call).
 */
export function registerFreePlayLaunchRoute(app: FastifyInstance): void {
  const secret = app.deps.secrets.launch;
  registerEndpoint(app, ENDPOINTS.freePlayLaunch, async (ctx) => {
    const session = sessionOf(ctx);
    if (session.type !== MEMBER_TYPE.FREE_PLAY) throw forbidden();
    const { input, deps } = ctx;
    const game = await launchTarget(deps.db, input);
    if (!game || game.category === 'LOTTERY') throw notFound();
    if (input.vassalage !== undefined && input.vassalage !== game.vendor_code) throw notFound();
    const url = await issueLaunchUrl({ db: deps.db, session, request: ctx.request, secret }, game);
    return { url };
  });
}

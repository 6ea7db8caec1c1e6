import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { findOpenMatch } from '../sports/match-store';
import { issueLaunchUrl, launchTarget } from './launch-url';

export function registerLaunchRoute(app: FastifyInstance): void {
  const secret = app.deps.secrets.launch;
  registerEndpoint(app, ENDPOINTS.launchGame, async (ctx) => {
    const session = sessionOf(ctx);
    const { input, deps } = ctx;
    const game = await launchTarget(deps.db, input);
    if (!game || (input.vassalage !== undefined && input.vassalage !== game.vendor_code)) throw notFound();
    // A match opens in its own vendor's game, on its own merchant's site, while it is live or upcoming.
    const match =
      input.matchId === undefined
        ? null
        : await findOpenMatch(deps.db, session.merchantCode, Number(input.matchId), new Date());
    if (input.matchId !== undefined && match?.vassalage !== game.vendor_code) throw notFound();
    const url = await issueLaunchUrl(
      { db: deps.db, session, request: ctx.request, secret },
      game,
      input.playType,
      match?.id,
    );
    return { url };
  });
}

import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { issueLaunchUrl, launchTarget } from './launch-url';

/** `/lgw/games/mobile`: SPEC 4's lottery launcher (vendor, game, prize mode, play type); lottery games only. */
export function registerLotteryLaunchRoute(app: FastifyInstance): void {
  const secret = app.deps.secrets.launch;
  registerEndpoint(app, ENDPOINTS.lotteryLaunch, async (ctx) => {
    const session = sessionOf(ctx);
    const { input, deps } = ctx;
    const target = { vassalage: input.vendor, gameCode: input.gameCode, gameId: input.gameId };
    const game = await launchTarget(deps.db, target);
    if (game?.category !== 'LOTTERY' || game.vendor_code !== input.vendor) throw notFound();
    const raw = await issueLaunchUrl(
      { db: deps.db, session, request: ctx.request, secret },
      game,
      input.playType,
    );
    const url = new URL(raw);
    if (input.prizeMode) url.searchParams.set('prize_mode', input.prizeMode);
    return { url: url.href };
  });
}

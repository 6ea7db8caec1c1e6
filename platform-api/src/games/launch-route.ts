import { ENDPOINTS, MEMBER_TYPE, type PlayType } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { tokenOf } from '../http/request-token';
import { lotteryPlayTypes } from '../lottery/lottery-store';
import { assertPlayAllowed } from '../protection/play-limits';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { findGame, findVendorGame, type GameRow } from './game-row';
import { signTicket } from './launch-ticket';

interface LaunchTarget {
  nodeId?: string;
  gameId?: string;
  vassalage?: string;
  gameCode: string;
}

/** nodeId, else gameId, else the vendor's game by code (`lobby`: its first game). */
async function launchTarget(db: Db, input: LaunchTarget): Promise<GameRow | null> {
  const id = input.nodeId ?? input.gameId;
  if (id !== undefined) return findGame(db, Number(id));
  if (input.vassalage) return findVendorGame(db, input.vassalage, input.gameCode);
  throw badRequest();
}

/** The requested play type when the lottery game offers it (400 otherwise), else its first one. */
async function lotteryPlayType(db: Db, gameId: number, wanted: PlayType | undefined): Promise<PlayType> {
  const offered = (await lotteryPlayTypes(db, gameId)) ?? ['trad'];
  if (wanted === undefined) return offered[0] ?? 'trad';
  if (!offered.includes(wanted)) throw badRequest();
  return wanted;
}

export function registerLaunchRoute(app: FastifyInstance): void {
  const origin = gatewayOrigin();
  const secret = app.deps.secrets.launch;
  registerEndpoint(app, ENDPOINTS.launchGame, async (ctx) => {
    const session = sessionOf(ctx);
    const { input, deps } = ctx;
    const game = await launchTarget(deps.db, input);
    if (!game || (input.vassalage !== undefined && input.vassalage !== game.vendor_code)) throw notFound();
    // Free play may open only games that support it; the client's supportPlay flag is not trusted.
    if (session.type === MEMBER_TYPE.FREE_PLAY && !game.support_play) throw new ApiError('FREE_REJECT', 403);
    // Player protection: loss limit and session-time limit (issue 14).
    await assertPlayAllowed(deps.db, session.memberId, tokenOf(ctx.request), new Date());
    const lottery = game.category === 'LOTTERY';
    const playType = lottery ? await lotteryPlayType(deps.db, game.id, input.playType) : null;
    const ticket = signTicket(
      { memberId: session.memberId, merchantCode: session.merchantCode, gameId: game.id, playType },
      secret,
    );
    const url = lottery
      ? `${origin}/lotto/demo/play?${new URLSearchParams({ ticket, playType: playType ?? 'trad' })}`
      : `${origin}/lgw/demo-vendor/play?${new URLSearchParams({ ticket })}`;
    return { url };
  });
}

import { MEMBER_TYPE, type PlayType } from '@mobile/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/schema';
import { ApiError, badRequest } from '../http/api-error';
import { tokenOf } from '../http/request-token';
import { lotteryPlayTypes } from '../lottery/lottery-store';
import { assertPlayAllowed } from '../protection/play-limits';
import type { Session } from '../sessions/session-store';
import { partnerPageUrl } from '../vendor/partner-pages';
import { findGame, findVendorGame, type GameRow } from './game-row';
import { signTicket } from './launch-ticket';

export interface LaunchTarget {
  nodeId?: string;
  gameId?: string;
  vassalage?: string;
  gameCode: string;
}

/** nodeId, else gameId, else the vendor's game by code (`lobby`: its first game). */
export async function launchTarget(db: Db, input: LaunchTarget): Promise<GameRow | null> {
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

interface LaunchContext {
  db: Db;
  session: Session;
  request: FastifyRequest;
  secret: Buffer;
}

/**
 * The vendor (or lottery) page URL with a signed ticket, after the checks every launcher shares: free
 * play only on games that support it (the client's flag is not trusted) and the player's protection limits.
 */
export async function issueLaunchUrl(
  ctx: LaunchContext,
  game: GameRow,
  playType?: PlayType,
  matchId?: number,
): Promise<string> {
  const { db, session } = ctx;
  const lottery = game.category === 'LOTTERY';
  const { partnerPages } = ctx.request.server.deps;
  const page = lottery ? partnerPages.lottery : partnerPages.game;
  if (!page) throw new ApiError('GAME_UNAVAILABLE', 503);
  if (session.type === MEMBER_TYPE.FREE_PLAY && !game.support_play) throw new ApiError('FREE_REJECT', 403);
  await assertPlayAllowed(db, session.memberId, tokenOf(ctx.request), new Date());
  const chosen = lottery ? await lotteryPlayType(db, game.id, playType) : null;
  const ticket = signTicket(
    {
      memberId: session.memberId,
      merchantCode: session.merchantCode,
      gameId: game.id,
      playType: chosen,
      ...(matchId === undefined ? {} : { matchId }),
    },
    ctx.secret,
  );
  return partnerPageUrl(page, lottery ? { ticket, playType: chosen ?? 'trad' } : { ticket });
}

import * as v from 'valibot';
import { defineEndpoint } from './define';
import {
  launchQuerySchema,
  launchResultSchema,
  nodeIdSchema,
  playTypeSchema,
  vendorCodeSchema,
} from './game-activity';
import { prizeModeSchema } from './lottery';

/** SPEC 4 lottery launcher: vendor, game, prize mode and play type. */
export const lotteryLaunchQuerySchema = v.object({
  vendor: vendorCodeSchema,
  gameId: v.optional(nodeIdSchema),
  gameCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,60}$/)), 'lobby'),
  prizeMode: v.optional(prizeModeSchema),
  playType: v.optional(playTypeSchema),
});

/** The generic launcher's query without the play type (a free-play game is never a lottery ticket) nor a match. */
export const freePlayLaunchQuerySchema = v.omit(launchQuerySchema, ['playType', 'matchId']);

/**
 * The two launchers beside `/wps/game/launchGame` (SPEC 7 Games). Both answer the same signed-ticket
 * URL (never the session token): `/lgw/games/mobile` is the lottery launcher the lotto frame uses,
 * `GCS_gameLaunchFB` the free-play launcher a type-4 session uses (README 'Game launch').
 */
export const gameLaunchEndpoints = {
  lotteryLaunch: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/mobile',
    request: lotteryLaunchQuerySchema,
    response: launchResultSchema,
    auth: 'required',
  }),
  freePlayLaunch: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    request: freePlayLaunchQuerySchema,
    response: launchResultSchema,
    auth: 'required',
  }),
};

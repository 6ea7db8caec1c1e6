import * as v from 'valibot';
import { GAME_LIST_CLIENT_TYPE, GAME_PLATFORM, HOT_GAME_IS_PLATFORM, PAGE_SIZE } from '../constants';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';
import { gameActivityEndpoints } from './game-activity';
import { gameLaunchEndpoints } from './game-launch';
import { gameCategorySchema, gameSchema, hotVendorSchema, vendorSchema } from './game-schemas';
import { lotteryEndpoints } from './lottery';
import { lotteryDrawEndpoints } from './lottery-draws';
import { vnLotteryEndpoints } from './vn-lottery';

export * from './game-activity';
export * from './game-launch';
export * from './game-schemas';
export * from './lottery';
export * from './lottery-draws';
export * from './vn-lottery';

export const vassGameTypeSchema = v.object({
  /** Category -> vendor codes. */
  mapping: v.record(v.string(), v.array(v.string())),
  sorting: v.array(v.object({ gameCategory: v.string(), vendorNames: v.array(vendorSchema) })),
});

export const gameListQuerySchema = v.object({
  gameType: gameCategorySchema,
  vassalage: v.optional(v.pipe(v.string(), v.maxLength(40))),
  gameName: v.optional(v.pipe(v.string(), v.maxLength(60))),
  pageNo: v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
  pageSize: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(PAGE_SIZE.games)),
  ),
  clientType: v.optional(v.literal(String(GAME_LIST_CLIENT_TYPE))),
  platform: v.optional(v.literal('html5')),
  language: v.optional(v.pipe(v.string(), v.maxLength(5))),
  /** SPEC 7 filters: the game's classification (gameClassifyNew), exactly. */
  gameClassify: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,40}$/))),
  /** Games whose smallest stake is at most this amount (decimal, two places at most). */
  minBet: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}(\.\d{1,2})?$/))),
  /** Games with at least this many pay lines. */
  minLine: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000)),
  ),
});

export const winnerSchema = v.object({
  vo: v.object({
    iconUrl: v.string(),
    gameName: v.string(),
    customerName: v.string(),
    winAmount: v.number(),
    nodeId: v.string(),
    vassalage: v.string(),
    gameType: v.string(),
    /** What the launch link carries besides nodeId (SPEC 3 game launch parameters). */
    gameCode: v.string(),
  }),
});

export const gameEndpoints = {
  vassGameType: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    request: v.object({ typeId: v.optional(v.literal('1')), merchantCode: v.optional(v.string()) }),
    response: vassGameTypeSchema,
    auth: 'none',
    guestCache: true,
  }),
  gameList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    request: gameListQuerySchema,
    response: pagedSchema(gameSchema),
    auth: 'optional',
    guestCache: true,
  }),
  rankList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    request: v.object({
      gameCategory: v.literal('ALL'),
      language: v.optional(v.pipe(v.string(), v.maxLength(5))),
      limitNum: v.literal(String(PAGE_SIZE.winners)),
    }),
    response: v.array(winnerSchema),
    auth: 'none',
  }),
  hotGames: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    request: v.object({
      merchantCode: v.optional(v.string()),
      isPlatform: v.optional(v.literal(String(HOT_GAME_IS_PLATFORM))),
      language: v.optional(v.pipe(v.string(), v.maxLength(5))),
      platform: v.optional(v.literal(GAME_PLATFORM)),
    }),
    response: v.array(hotVendorSchema),
    auth: 'none',
    guestCache: true,
  }),
  ...gameActivityEndpoints,
  ...gameLaunchEndpoints,
  ...lotteryEndpoints,
  ...vnLotteryEndpoints,
  ...lotteryDrawEndpoints,
};

export type Game = v.InferOutput<typeof gameSchema>;
export type VassGameType = v.InferOutput<typeof vassGameTypeSchema>;
export type Winner = v.InferOutput<typeof winnerSchema>;
export type HotVendor = v.InferOutput<typeof hotVendorSchema>;

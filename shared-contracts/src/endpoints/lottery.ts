import * as v from 'valibot';
import { defineEndpoint } from './define';
import { playTypeSchema } from './game-activity';

/** SPEC 3 config: prize modes Lott, ZY and Elott; the client keys electronic mode on ELOTT. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
export const prizeModeSchema = v.picklist(PRIZE_MODES);

export const lotteryGameSchema = v.object({
  gameId: v.string(),
  nodeId: v.string(),
  gameCode: v.string(),
  name: v.string(),
  vendor: v.string(),
  prizeMode: prizeModeSchema,
  playTypes: v.array(playTypeSchema),
  iconUrl: v.string(),
});

export const lotteryListSchema = v.object({
  /** Vendor code -> prize mode (SPEC 4: ELOTT for TCG_LOTTO_VN or LOTT means electronic mode). */
  prizeModeMapping: v.record(v.string(), prizeModeSchema),
  games: v.array(lotteryGameSchema),
});

const languageSchema = v.optional(v.pipe(v.string(), v.maxLength(5)));

export const lotteryEndpoints = {
  lotteryList: defineEndpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    request: v.object({ language: languageSchema, merchantCode: v.optional(v.string()) }),
    response: lotteryListSchema,
    auth: 'none',
  }),
  popularLottery: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    request: v.object({
      language: languageSchema,
      limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(20))),
    }),
    response: v.array(lotteryGameSchema),
    auth: 'none',
  }),
};

export type PrizeMode = v.InferOutput<typeof prizeModeSchema>;
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;
export type LotteryList = v.InferOutput<typeof lotteryListSchema>;

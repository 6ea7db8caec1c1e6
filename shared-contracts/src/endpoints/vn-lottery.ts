import * as v from 'valibot';
import { defineEndpoint } from './define';
import { lotteryGameSchema, prizeModeSchema } from './lottery';

/** SPEC 7: the Vietnamese lottery (vendor TCG_LOTTO_VN) by draw region, north to south. */
export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export const vnRegionSchema = v.picklist(VN_REGIONS);
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

export const vnMenuGameSchema = v.object({
  ...lotteryGameSchema.entries,
  /** Daily draw time in Vietnam (UTC+7), 'HH:MM'. */
  drawTime: v.string(),
});

export const vnGameMenuSchema = v.object({
  /** As the lottery list's: the client picks the prize mode with SPEC 4's rule. */
  prizeModeMapping: v.record(v.string(), prizeModeSchema),
  regions: v.array(v.object({ region: vnRegionSchema, games: v.array(vnMenuGameSchema) })),
});

/** The draw of a game that is open for bets now: its number (the draw day) and when betting closes. */
export const vnOpenedNumeroSchema = v.object({
  gameId: v.string(),
  /** The draw's number: its day in Vietnam, YYYYMMDD. */
  numero: v.string(),
  /** ISO instants. */
  closeTime: v.string(),
  drawTime: v.string(),
});

const languageSchema = v.optional(v.pipe(v.string(), v.maxLength(5)));

export const vnLotteryEndpoints = {
  vnGameMenu: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    request: v.object({ language: languageSchema }),
    response: vnGameMenuSchema,
    auth: 'none',
    guestCache: true,
  }),
  /** The member's VN lottery games played last (newest first, at most VN_RECENT_MAX). */
  vnRecentMenu: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    request: v.object({ language: languageSchema }),
    response: v.array(vnMenuGameSchema),
    auth: 'required',
  }),
  vnOpenedNumeros: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    request: v.object({ language: languageSchema }),
    response: v.array(vnOpenedNumeroSchema),
    auth: 'none',
  }),
};

export const VN_RECENT_MAX = 6;
export type VnRegion = v.InferOutput<typeof vnRegionSchema>;
export type VnMenuGame = v.InferOutput<typeof vnMenuGameSchema>;
export type VnGameMenu = v.InferOutput<typeof vnGameMenuSchema>;
export type VnOpenedNumero = v.InferOutput<typeof vnOpenedNumeroSchema>;

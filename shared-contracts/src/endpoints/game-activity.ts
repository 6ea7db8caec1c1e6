import * as v from 'valibot';
import { PAGE_SIZE } from '../constants';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';
import { gameCategorySchema, gameSchema } from './game-schemas';

/** Game ids travel as strings (SPEC 3 favourite); a JSON body may carry a number too. */
export const nodeIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/));
const nodeIdInBody = v.union([
  nodeIdSchema,
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999_999), v.transform(String)),
]);
export const vendorCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/));
const languageSchema = v.optional(v.pipe(v.string(), v.maxLength(5)));
const pageNoSchema = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000));
const pageSizeUpTo = (max: number) =>
  v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max)));
const flagSchema = v.optional(v.picklist(['true', 'false', '1', '0']));

export const PLAY_TYPES = ['trad', 'ent'] as const;
export const playTypeSchema = v.picklist(PLAY_TYPES);

/** The front end reads `success`: false means nothing changed (SPEC 4, 8). */
export const changeResultSchema = v.object({ success: v.boolean() });

export const favouriteChangeSchema = v.object({
  nodeId: nodeIdInBody,
  vendor: vendorCodeSchema,
  token: v.optional(v.string()),
});

export const launchQuerySchema = v.object({
  gameType: v.optional(gameCategorySchema),
  vassalage: v.optional(vendorCodeSchema),
  gameCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,60}$/)), 'lobby'),
  gameId: v.optional(nodeIdSchema),
  nodeId: v.optional(nodeIdSchema),
  supportPlay: flagSchema,
  isGameH5: flagSchema,
  playType: v.optional(playTypeSchema),
  /** A sports match of the merchant to open in its vendor's game (the sports lobby, the hot matches). */
  matchId: v.optional(nodeIdSchema),
});

export const launchResultSchema = v.object({ url: v.string() });

export const gameActivityEndpoints = {
  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    request: favouriteChangeSchema,
    response: changeResultSchema,
    auth: 'required',
  }),
  /** DELETE with a JSON body, as the client sends it. */
  removeFavourite: defineEndpoint({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    request: favouriteChangeSchema,
    response: changeResultSchema,
    auth: 'required',
  }),
  favouriteIds: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    request: v.object({ pageNo: v.optional(pageNoSchema), pageSize: pageSizeUpTo(PAGE_SIZE.favouriteIds) }),
    response: v.array(v.string()),
    auth: 'required',
  }),
  favouriteList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    request: v.object({
      pageNo: pageNoSchema,
      pageSize: pageSizeUpTo(PAGE_SIZE.favourites),
      gameType: v.optional(gameCategorySchema),
      language: languageSchema,
    }),
    response: pagedSchema(gameSchema),
    auth: 'required',
  }),
  addRecent: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    request: v.object({ nodeId: nodeIdSchema }),
    response: changeResultSchema,
    auth: 'required',
  }),
  /** Most recent first, each game once, at most RECENT_GAMES_MAX. */
  recentList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    request: v.object({ language: languageSchema }),
    response: v.array(gameSchema),
    auth: 'required',
  }),
  /** The url opens the vendor page with a short-lived signed ticket, never the session token. */
  launchGame: defineEndpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    request: launchQuerySchema,
    response: launchResultSchema,
    auth: 'required',
  }),
};

export const RECENT_GAMES_MAX = 20;
export type PlayType = v.InferOutput<typeof playTypeSchema>;
export type ChangeResult = v.InferOutput<typeof changeResultSchema>;

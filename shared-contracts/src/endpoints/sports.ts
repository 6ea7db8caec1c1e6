import * as v from 'valibot';
import { defineEndpoint } from './define';

/** The sports a match can be of: the lobby's filter tabs, translated by each remote's catalogue. */
export const SPORT_CODES = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'VOLLEYBALL', 'BASEBALL', 'ESPORTS'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

/** The sports lobby's categories (SPEC 4 Vendor setup: cockfight vendors are their own category). */
export const SPORTS_LOBBY_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;

/** Most hot matches one call answers (home shows a few). */
export const HOT_MATCHES_MAX = 20;
/** Most matches the lobby lists: the operator's next days, never an unbounded answer. */
export const LOBBY_MATCHES_MAX = 100;

/** Decimal odds as text with up to three places ("1.850"): never a float on the wire. */
const oddsSchema = v.pipe(v.string(), v.regex(/^\d{1,4}\.\d{2,3}$/));

/** An upcoming or live match of one of the merchant's sports vendors (SPEC common state: hot matches). */
export const matchSchema = v.object({
  id: v.number(),
  /** The vendor whose game opens the match. */
  vassalage: v.string(),
  vendorName: v.string(),
  sport: v.picklist(SPORT_CODES),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  /** ISO-8601 UTC; the client shows it in the player's local time. */
  kickOff: v.string(),
  status: v.picklist(['scheduled', 'live']),
  hot: v.boolean(),
  /** 1 / X / 2; draw is null for sports without one. */
  odds: v.object({ home: oddsSchema, draw: v.nullable(oddsSchema), away: oddsSchema }),
});
export type Match = v.InferOutput<typeof matchSchema>;

export const sportsVendorSchema = v.object({
  vassalage: v.string(),
  accountTypeName: v.string(),
  /** Its upcoming and live matches. */
  matches: v.number(),
});
export type SportsVendor = v.InferOutput<typeof sportsVendorSchema>;

const sportFilter = v.optional(v.picklist(SPORT_CODES));

export const sportsEndpoints = {
  /** Hot first, then by kick-off; live and upcoming only. The same for every guest of a merchant. */
  hotMatches: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotMatches',
    request: v.object({
      sport: sportFilter,
      limit: v.optional(
        v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(HOT_MATCHES_MAX)),
      ),
    }),
    response: v.object({ matches: v.array(matchSchema) }),
    auth: 'none',
    guestCache: true,
  }),
  /**
   * The sports lobby: the sports, e-sports and cockfight vendors (in server order, cockfight apart as
   * SPEC 4 says) and the merchant's live and upcoming matches (at most LOBBY_MATCHES_MAX), live first, then by kick-off.
   */
  sportsLobby: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_sportsLobby',
    request: v.object({}),
    response: v.object({
      categories: v.array(
        v.object({ category: v.picklist(SPORTS_LOBBY_CATEGORIES), vendors: v.array(sportsVendorSchema) }),
      ),
      matches: v.array(matchSchema),
    }),
    auth: 'none',
    guestCache: true,
  }),
};

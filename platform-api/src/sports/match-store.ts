import {
  type Match,
  SPORT_CODES,
  SPORTS_LOBBY_CATEGORIES,
  type SportCode,
  type SportsVendor,
} from '@mobile/shared-contracts';
import type { Db, SportsMatchTable } from '../db/schema';
import { LONGEST_LIVE_MS, matchStatus, oddsText } from './match-status';

/** How far ahead a list looks: the operator's next fortnight. */
const AHEAD_MS = 14 * 24 * 3_600_000;
/** Rows read before the status and order rules pick the answer (well above any answer's limit). */
const SCAN_MAX = 500;

type MatchRow = Pick<
  SportsMatchTable,
  | 'vendor_code'
  | 'sport'
  | 'league'
  | 'home_team'
  | 'away_team'
  | 'kick_off'
  | 'odds_home'
  | 'odds_draw'
  | 'odds_away'
  | 'hot'
  | 'finished'
> & { id: number; vendor_name: string };

const isSport = (sport: string): sport is SportCode => (SPORT_CODES as readonly string[]).includes(sport);

/** The wire's match, or null when it is finished (or of a sport this build does not know). */
function toMatch(row: MatchRow, now: Date): Match | null {
  if (!isSport(row.sport)) return null;
  const status = matchStatus(
    { sport: row.sport, kickOff: new Date(row.kick_off), finished: row.finished === 1 },
    now,
  );
  if (status === 'finished') return null;
  return {
    id: row.id,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    sport: row.sport,
    league: row.league,
    home: row.home_team,
    away: row.away_team,
    kickOff: row.kick_off,
    status,
    hot: row.hot === 1,
    odds: {
      home: oddsText(row.odds_home),
      draw: row.odds_draw === null ? null : oddsText(row.odds_draw),
      away: oddsText(row.odds_away),
    },
  };
}

function matchQuery(db: Db, merchantCode: string, now: Date) {
  return db
    .selectFrom('sports_matches as m')
    .innerJoin('game_vendors as v', 'v.code', 'm.vendor_code')
    .select([
      'm.id',
      'm.vendor_code',
      'v.name as vendor_name',
      'm.sport',
      'm.league',
      'm.home_team',
      'm.away_team',
      'm.kick_off',
      'm.odds_home',
      'm.odds_draw',
      'm.odds_away',
      'm.hot',
      'm.finished',
    ])
    .where('m.merchant_code', '=', merchantCode)
    .where('m.finished', '=', 0)
    .where('m.kick_off', '>', new Date(now.getTime() - LONGEST_LIVE_MS).toISOString())
    .where('m.kick_off', '<', new Date(now.getTime() + AHEAD_MS).toISOString());
}

export interface MatchListOptions {
  sport?: SportCode;
  /** Hot matches only, before the rest's order (the common state's hot matches). */
  hotOnly: boolean;
  limit: number;
}

/** Live and upcoming matches of the merchant: live first, then by kick-off (and id, for a stable order). */
export async function listMatches(
  db: Db,
  merchantCode: string,
  now: Date,
  options: MatchListOptions,
): Promise<Match[]> {
  let query = matchQuery(db, merchantCode, now);
  if (options.sport) query = query.where('m.sport', '=', options.sport);
  if (options.hotOnly) query = query.where('m.hot', '=', 1);
  const rows = await query.orderBy('m.kick_off').orderBy('m.id').limit(SCAN_MAX).execute();
  const matches = rows.flatMap((row) => toMatch(row, now) ?? []);
  const live = matches.filter((match) => match.status === 'live');
  const upcoming = matches.filter((match) => match.status === 'scheduled');
  return [...live, ...upcoming].slice(0, options.limit);
}

/** A live or upcoming match of the merchant, or null (another merchant's, finished or unknown). */
export async function findOpenMatch(
  db: Db,
  merchantCode: string,
  id: number,
  now: Date,
): Promise<Match | null> {
  const row = await matchQuery(db, merchantCode, now).where('m.id', '=', id).executeTakeFirst();
  return row ? toMatch(row, now) : null;
}

type LobbyCategory = (typeof SPORTS_LOBBY_CATEGORIES)[number];

/**
 * The sports, e-sports and cockfight vendors in server order, cockfight vendors (stored under SPORTS)
 * as their own category (SPEC 4 Vendor setup), each with its count of the given matches.
 */
export async function sportsVendors(
  db: Db,
  matches: readonly Match[],
): Promise<{ category: LobbyCategory; vendors: SportsVendor[] }[]> {
  const rows = await db
    .selectFrom('game_vendors')
    .select(['code', 'name', 'category', 'is_cockfight'])
    .where('category', 'in', ['SPORTS', 'ESPORTS'])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  const counts = new Map<string, number>();
  for (const match of matches) counts.set(match.vassalage, (counts.get(match.vassalage) ?? 0) + 1);
  const categoryOf = (row: (typeof rows)[number]): LobbyCategory =>
    row.is_cockfight === 1 ? 'COCKFIGHT' : row.category === 'ESPORTS' ? 'ESPORTS' : 'SPORTS';
  return SPORTS_LOBBY_CATEGORIES.map((category) => ({
    category,
    vendors: rows
      .filter((row) => categoryOf(row) === category)
      .map((row) => ({ vassalage: row.code, accountTypeName: row.name, matches: counts.get(row.code) ?? 0 })),
  })).filter((group) => group.vendors.length > 0);
}

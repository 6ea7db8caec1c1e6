import type { Db } from '../../db/schema';
import { listMatches } from '../../sports/match-store';

const HOUR = 3_600_000;

/**
 * The demo's fixtures, kick-offs relative to the seeding time: two live now, the rest over the next three
 * days. Odds in thousandths; no draw odds where the sport has no draw.
 */
const FIXTURES = [
  {
    vendor: 'ARENA_SPORTS',
    sport: 'FOOTBALL',
    league: 'Premier League',
    home: 'Northbridge FC',
    away: 'Eastport United',
    at: -0.5,
    odds: [1850, 3400, 4100],
    hot: 1,
  },
  {
    vendor: 'GOAL_SPORTS',
    sport: 'BASKETBALL',
    league: 'PBA Governors’ Cup',
    home: 'Manila Tamaraws',
    away: 'Cebu Sharks',
    at: -0.25,
    odds: [1720, null, 2050],
    hot: 1,
  },
  {
    vendor: 'ARENA_SPORTS',
    sport: 'FOOTBALL',
    league: 'La Liga',
    home: 'Real Solana',
    away: 'Atlético Costa',
    at: 3,
    odds: [2100, 3250, 3300],
    hot: 1,
  },
  {
    vendor: 'GOAL_SPORTS',
    sport: 'TENNIS',
    league: 'ATP Tour',
    home: 'L. Moreau',
    away: 'K. Tanaka',
    at: 6,
    odds: [1640, null, 2250],
    hot: 0,
  },
  {
    vendor: 'PIXEL_ESPORTS',
    sport: 'ESPORTS',
    league: 'MPL Philippines',
    home: 'Team Falcon',
    away: 'Blacklist Tigers',
    at: 9,
    odds: [1910, null, 1910],
    hot: 1,
  },
  {
    vendor: 'GOAL_SPORTS',
    sport: 'VOLLEYBALL',
    league: 'PVL Open',
    home: 'Creamline Cool',
    away: 'Petro Blaze',
    at: 26,
    odds: [1550, null, 2450],
    hot: 0,
  },
  {
    vendor: 'ARENA_SPORTS',
    sport: 'FOOTBALL',
    league: 'Serie A',
    home: 'Verona Azzurri',
    away: 'Torino Granata',
    at: 30,
    odds: [2600, 3100, 2750],
    hot: 0,
  },
  {
    vendor: 'NEXUS_ESPORTS',
    sport: 'ESPORTS',
    league: 'Valorant Masters',
    home: 'Paper Wolves',
    away: 'Neon Tide',
    at: 50,
    odds: [1780, null, 2020],
    hot: 1,
  },
  {
    vendor: 'GOAL_SPORTS',
    sport: 'BASEBALL',
    league: 'Pacific League',
    home: 'Osaka Cranes',
    away: 'Sapporo Bears',
    at: 54,
    odds: [1950, null, 1870],
    hot: 0,
  },
  {
    vendor: 'GOAL_SPORTS',
    sport: 'BASKETBALL',
    league: 'PBA Governors’ Cup',
    home: 'Davao Eagles',
    away: 'Iloilo Storm',
    at: 72,
    odds: [1880, null, 1930],
    hot: 0,
  },
] as const;

/** Fewer open matches than this and the demo adds its fixtures again (seeding runs on every start). */
const TOP_UP_BELOW = 4;

/** The demo never runs out of matches: a merchant with few open ones gets the fixtures anew, kick-offs from now. */
export async function seedSportsMatches(db: Db, merchantCode: string, now: Date): Promise<void> {
  const open = await listMatches(db, merchantCode, now, { hotOnly: false, limit: TOP_UP_BELOW });
  if (open.length >= TOP_UP_BELOW) return;
  await db
    .insertInto('sports_matches')
    .values(
      FIXTURES.map((fixture) => ({
        merchant_code: merchantCode,
        vendor_code: fixture.vendor,
        sport: fixture.sport,
        league: fixture.league,
        home_team: fixture.home,
        away_team: fixture.away,
        kick_off: new Date(now.getTime() + fixture.at * HOUR).toISOString(),
        odds_home: fixture.odds[0],
        odds_draw: fixture.odds[1],
        odds_away: fixture.odds[2],
        hot: fixture.hot,
        finished: 0,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

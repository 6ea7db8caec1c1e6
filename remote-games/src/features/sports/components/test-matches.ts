import type { Match } from '@mobile/shared-contracts';

/** A match as the server answers it, for the feature's component tests. */
export function testMatch(id: number, overrides: Partial<Match> = {}): Match {
  return {
    id,
    vassalage: 'ARENA_SPORTS',
    vendorName: 'Arena Sports',
    sport: 'FOOTBALL',
    league: 'Premier League',
    home: `Home ${id}`,
    away: `Away ${id}`,
    kickOff: '2026-12-01T11:30:00.000Z',
    status: 'scheduled',
    hot: true,
    odds: { home: '1.85', draw: '3.40', away: '4.10' },
    ...overrides,
  };
}

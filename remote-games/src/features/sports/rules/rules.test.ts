import type { Match } from '@mobile/shared-contracts';
import { matchHref, vendorHref } from './match-links';
import { lobbyMatches, sportsOf } from './match-order';

const match = (id: number, sport: Match['sport'], hot: boolean): Match => ({
  id,
  vassalage: sport === 'ESPORTS' ? 'PIXEL_ESPORTS' : 'ARENA_SPORTS',
  vendorName: 'Arena Sports',
  sport,
  league: 'League',
  home: `Home ${id}`,
  away: `Away ${id}`,
  kickOff: '2026-12-01T11:30:00.000Z',
  status: 'scheduled',
  hot,
  odds: { home: '1.85', draw: null, away: '2.00' },
});

describe('sports rules', () => {
  it('opens a match in its vendor lobby, e-sports under ESPORTS', () => {
    expect(matchHref(match(7, 'FOOTBALL', true))).toBe(
      '/m/gameFrame?gameType=SPORTS&vassalage=ARENA_SPORTS&gameCode=lobby&matchId=7',
    );
    expect(matchHref(match(8, 'ESPORTS', true))).toContain('gameType=ESPORTS&vassalage=PIXEL_ESPORTS');
    expect(vendorHref('COCKFIGHT', 'SV_COCKFIGHT')).toBe(
      '/m/gameFrame?gameType=COCKFIGHT&vassalage=SV_COCKFIGHT',
    );
  });

  it('offers the sports present in catalogue order and lists hot matches first', () => {
    const matches = [match(1, 'TENNIS', false), match(2, 'FOOTBALL', false), match(3, 'TENNIS', true)];
    expect(sportsOf(matches)).toEqual(['FOOTBALL', 'TENNIS']);
    expect(lobbyMatches(matches, null).map((m) => m.id)).toEqual([3, 1, 2]);
    expect(lobbyMatches(matches, 'TENNIS').map((m) => m.id)).toEqual([3, 1]);
  });
});

import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { SportsLobby } from './sports-lobby';
import { testMatch } from './test-matches';

const CATEGORIES = [
  {
    category: 'SPORTS' as const,
    vendors: [{ vassalage: 'ARENA_SPORTS', accountTypeName: 'Arena Sports', matches: 2 }],
  },
  {
    category: 'ESPORTS' as const,
    vendors: [{ vassalage: 'PIXEL_ESPORTS', accountTypeName: 'Pixel E-Sports', matches: 1 }],
  },
  {
    category: 'COCKFIGHT' as const,
    vendors: [{ vassalage: 'SV_COCKFIGHT', accountTypeName: 'SV Cockfight', matches: 0 }],
  },
];
const MATCHES = [
  testMatch(1, { home: 'Northbridge FC', away: 'Eastport United', status: 'live', hot: false }),
  testMatch(2, {
    sport: 'ESPORTS',
    vassalage: 'PIXEL_ESPORTS',
    home: 'Team Falcon',
    away: 'Neon Tide',
    odds: { home: '1.91', draw: null, away: '1.91' },
  }),
  testMatch(3, { home: 'Real Solana', away: 'Atlético Costa', hot: true }),
];
const lobby =
  (matches = MATCHES) =>
  () => ({ categories: CATEGORIES, matches });

describe('SportsLobby', () => {
  it('lists hot matches first with LIVE or the kick-off, the odds, and links into the vendor game', async () => {
    renderParcelRoot(<SportsLobby />, { path: '/m/sports', api: { sportsLobby: lobby() } });
    const list = (await screen.findByRole('region', { name: 'Matches' })).querySelector('ul') as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Team Falcon'),
      expect.stringContaining('Real Solana'),
      expect.stringContaining('Northbridge FC'),
    ]);
    expect(links[2]).toHaveTextContent('LIVE');
    expect(links[2]).toHaveTextContent('1 1.85X 3.402 4.10');
    expect(links[0]).not.toHaveTextContent('X');
    expect(links[0]).toHaveAttribute(
      'href',
      '/m/gameFrame?gameType=ESPORTS&vassalage=PIXEL_ESPORTS&gameCode=lobby&matchId=2',
    );
    expect(within(links[1] as HTMLElement).getByText(/Dec/)).toHaveAttribute(
      'datetime',
      '2026-12-01T11:30:00.000Z',
    );
  });

  it('filters the matches by sport', async () => {
    const { user } = renderParcelRoot(<SportsLobby />, { path: '/m/sports', api: { sportsLobby: lobby() } });
    const filters = await screen.findByRole('group', { name: 'Sport' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All sports', 'Football', 'E-Sports']);
    await user.click(within(filters).getByRole('button', { name: 'E-Sports' }));
    expect(within(filters).getByRole('button', { name: 'E-Sports' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Northbridge FC')).toBeNull();
    expect(screen.getByText('Team Falcon')).toBeInTheDocument();
  });

  it('shows the vendors by category, cockfight apart, each opening its lobby', async () => {
    renderParcelRoot(<SportsLobby />, { path: '/m/sports', api: { sportsLobby: lobby() } });
    const vendors = await screen.findByRole('region', { name: 'Sports providers' });
    expect(
      within(vendors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sports', 'E-Sports', 'Cockfight']);
    expect(within(vendors).getByRole('link', { name: 'Arena Sports 2 open' })).toHaveAttribute(
      'href',
      '/m/gameFrame?gameType=SPORTS&vassalage=ARENA_SPORTS',
    );
    expect(within(vendors).getByRole('link', { name: 'SV Cockfight' })).toHaveAttribute(
      'href',
      '/m/gameFrame?gameType=COCKFIGHT&vassalage=SV_COCKFIGHT',
    );
  });

  it('says so when there is no match, and offers a retry when the lobby fails', async () => {
    renderParcelRoot(<SportsLobby />, { path: '/m/sports', api: { sportsLobby: lobby([]) } });
    expect(await screen.findByText('No matches right now. Please come back later.')).toBeInTheDocument();
  });

  it('offers a retry when the lobby fails to load', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<SportsLobby />, {
      path: '/m/sports',
      api: {
        sportsLobby: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return lobby()();
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Northbridge FC')).toBeInTheDocument();
  });
});

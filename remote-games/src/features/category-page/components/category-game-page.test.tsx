import { sessionOf } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { CategoryGamePage } from './category-game-page';

const tabNames = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Game categories' });
  return within(menu)
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'))
    .map((button) => button.textContent);
};

function renderPage(search: string, page = '/m/gameCenter') {
  return renderParcelRoot(<CategoryGamePage />, {
    path: `${page}${search}`,
    session: sessionOf(0),
    api: {
      vassGameType: () => VASS,
      hotGames: () => HOT,
      favouriteIds: () => [],
      gameList: ({ gameType, vassalage }) => pageOf([game('1', `${gameType} ${vassalage ?? 'all'} game`)]),
    },
  });
}

describe('CategoryGamePage', () => {
  it('offers the entry tabs without Cockfight and lists the chosen category’s vendor', async () => {
    renderPage('?gameType=SPORTS&vassalage=ARENA');

    expect(await screen.findByText('SPORTS ARENA game')).toBeInTheDocument();
    expect(await tabNames()).toEqual([
      'Hot',
      'Slots',
      'Live Casino',
      'Sports',
      'Promotions',
      'Favourites',
      'Recent',
    ]);
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps its own address when a tab or vendor is chosen', async () => {
    const { user, navigate } = renderPage('?gameType=RNG&vassalage=PG');

    await user.click(await screen.findByRole('button', { name: 'Jili' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameCenter?gameType=RNG&vassalage=JILI', { replace: true });
    expect(await screen.findByText('RNG JILI game')).toBeInTheDocument();

    // SPEC 4: a category with one vendor launches it instead of listing it.
    await user.click(screen.getByRole('button', { name: 'Live Casino' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameFrame?gameType=LIVE&vassalage=EVO');
  });

  it('replaces Cockfight, which it leaves out, by the first category', async () => {
    const { navigate, call } = renderPage('?gameType=COCKFIGHT&vassalage=SV_COCKFIGHT');

    expect(await screen.findByText('RNG PG game')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/m/gameCenter?gameType=RNG&vassalage=PG', { replace: true });
    expect(call).not.toHaveBeenCalledWith(
      'gameList',
      expect.objectContaining({ vassalage: 'SV_COCKFIGHT' }),
      expect.anything(),
    );
  });

  it('/m/slotsCenter lists the slots only: their vendors as chips, no other category, its own address', async () => {
    const { user, navigate } = renderPage('?gameType=LIVE', '/m/slotsCenter');

    expect(await screen.findByText('RNG PG game')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/m/slotsCenter?gameType=RNG&vassalage=PG', { replace: true });
    expect(screen.queryByRole('button', { name: 'Live Casino' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jili' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/slotsCenter?gameType=RNG&vassalage=JILI', {
      replace: true,
    });
    expect(await screen.findByText('RNG JILI game')).toBeInTheDocument();
  });
});

import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

const menu = { vassGameType: () => VASS, hotGames: () => HOT };

describe('GameList member views (SPEC 4: the favourites view without a session goes to log in)', () => {
  it.each(['FAV', 'RECENT'])('sends a guest on %s to log in and back, asking nothing', async (gameType) => {
    const { navigate, call } = renderParcelRoot(<GameList />, {
      path: `/m/gameList?gameType=${gameType}`,
      api: { ...menu, favouriteList: () => pageOf([]) },
    });

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/m/login?redirect=${encodeURIComponent(`/m/gameList?gameType=${gameType}`)}`,
        { replace: true },
      ),
    );
    expect(call).not.toHaveBeenCalledWith('favouriteList', expect.anything(), expect.anything());
  });

  it('lists a member’s favourites without leaving the page', async () => {
    const { navigate } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=FAV',
      session: sessionOf(0),
      api: { ...menu, favouriteList: () => pageOf([game('1', 'Fortune Tiger')]), favouriteIds: () => ['1'] },
    });

    expect(await screen.findByText('Fortune Tiger')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a guest browse a vendor category', async () => {
    const { navigate } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&vassalage=PG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });

    expect(await screen.findByText('Fortune Tiger')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

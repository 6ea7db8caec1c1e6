import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

const menu = { vassGameType: () => VASS, hotGames: () => HOT };
const heart = (name: string) => screen.findByRole('button', { name: `Favourite ${name}` });

describe('GameList favourites', () => {
  it('sends guests to the login page', async () => {
    const { user, navigate, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });

    await user.click(await heart('Fortune Tiger'));

    expect(navigate).toHaveBeenCalledWith('/m/login');
    expect(call).not.toHaveBeenCalledWith('addFavourite', expect.anything());
  });

  it('marks the favourites of a member and adds one when the server succeeds', async () => {
    const { user, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(0),
      api: {
        ...menu,
        gameList: () => pageOf([game('1', 'Fortune Tiger'), game('2', 'Mahjong Ways')]),
        favouriteIds: () => ['2'],
        addFavourite: () => ({ success: true }),
      },
    });
    expect(await heart('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true');
    expect(await heart('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');

    await user.click(await heart('Fortune Tiger'));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(call).toHaveBeenCalledWith('addFavourite', { nodeId: '1', vendor: 'PG' });
  });

  it('asks for the favourite ids with pageNo 1 and pageSize 100 (SPEC 7 MCSFE_getFavoriteGames)', async () => {
    const { call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(0),
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]), favouriteIds: () => ['1'] },
    });
    expect(await heart('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true');
    expect(call).toHaveBeenCalledWith('favouriteIds', { pageNo: '1', pageSize: '100' }, expect.anything());
  });

  it('shows the loading toast while a favourite is sent', async () => {
    let answer: (value: { success: boolean }) => void = () => undefined;
    const { user, bus } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(0),
      api: {
        ...menu,
        gameList: () => pageOf([game('1', 'Fortune Tiger')]),
        favouriteIds: () => [],
        addFavourite: () => new Promise((resolve) => (answer = resolve)),
      },
    });

    await user.click(await heart('Fortune Tiger'));

    await waitFor(() =>
      expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'toast', kind: 'loading' })),
    );
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'hide-toast' });
    answer({ success: true });
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith({ type: 'hide-toast' }));
  });

  it('on non-success nothing changes and the loading toast is hidden (SPEC 4/8 favourite)', async () => {
    const { user, call, bus } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(0),
      api: {
        ...menu,
        gameList: () => pageOf([game('2', 'Mahjong Ways')]),
        favouriteIds: () => ['2'],
        removeFavourite: () => ({ success: false }),
      },
    });
    await waitFor(async () => expect(await heart('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(await heart('Mahjong Ways'));

    await waitFor(() => expect(call).toHaveBeenCalledWith('removeFavourite', { nodeId: '2', vendor: 'PG' }));
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'toast', kind: 'loading' }));
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith({ type: 'hide-toast' }));
    expect(await heart('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the favourites on FAV and drops a tile once it is removed', async () => {
    const { user, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=FAV',
      session: sessionOf(0),
      api: {
        ...menu,
        favouriteList: () => pageOf([game('1', 'Fortune Tiger'), game('2', 'Mahjong Ways')]),
        favouriteIds: () => ['1', '2'],
        removeFavourite: () => ({ success: true }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-current', 'true');
    await waitFor(async () => expect(await heart('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(await heart('Fortune Tiger'));

    await waitFor(() => expect(screen.queryByText('Fortune Tiger')).not.toBeInTheDocument());
    expect(screen.getByText('Mahjong Ways')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'favouriteList',
      expect.objectContaining({ pageNo: '1', pageSize: '25' }),
      expect.anything(),
    );
  });
});

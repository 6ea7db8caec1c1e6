import { type HotVendor, queryKeyOf } from '@mobile/shared-contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { game } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { gamePagesQuery } from '../../game-list';
import { FIRST_TILES } from './hot-game-tiles';
import { HotGamesSection } from './hot-games-section';

const HOT: HotVendor[] = [
  {
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameCategory: 'RNG',
    games: [game('1', 'Fortune Tiger'), game('2', 'Mahjong Ways')],
  },
  {
    vassalage: 'EVO',
    vendorName: 'Evolution',
    gameCategory: 'LIVE',
    games: [game('9', 'Lightning Roulette', 'EVO')],
  },
  { vassalage: 'EMPTY', vendorName: 'No games', gameCategory: 'RNG', games: [] },
];

const tiles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('HotGamesSection', () => {
  it('shows the first vendor’s hot games under one tab per vendor with games', async () => {
    renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });

    const tabs = await screen.findByRole('tablist', { name: 'Hot game vendors' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['PG Soft', 'Evolution']);
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    expect(tiles()).toEqual(['Fortune Tiger', 'Mahjong Ways']);
  });

  it('draws every game of a long vendor list, the first ones at once and the rest after', async () => {
    const many = Array.from({ length: FIRST_TILES + 7 }, (_, i) => game(String(100 + i), `Game ${i}`));
    renderParcelRoot(<HotGamesSection />, {
      api: { hotGames: () => [{ vassalage: 'PG', vendorName: 'PG Soft', gameCategory: 'RNG', games: many }] },
    });

    await screen.findByText(`Game ${FIRST_TILES + 6}`);
    expect(tiles()).toEqual(many.map((g) => g.displayName));
  });

  it('switches to another vendor’s games', async () => {
    const { user } = renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });

    await user.click(await screen.findByRole('tab', { name: 'Evolution' }));

    expect(screen.getByRole('tab', { name: 'Evolution' })).toHaveAttribute('aria-selected', 'true');
    expect(tiles()).toEqual(['Lightning Roulette']);
  });

  it('filters the vendor’s games by name, case-sensitive, with an empty view when none match', async () => {
    const { user } = renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });
    const search = await screen.findByRole('searchbox', { name: 'Search hot games' });

    await user.type(search, 'Tiger');
    await waitFor(() => expect(tiles()).toEqual(['Fortune Tiger']));

    await user.clear(search);
    await user.type(search, 'tiger');
    expect(await screen.findByText('No data')).toBeInTheDocument();

    await user.clear(search);
    expect(tiles()).toEqual(['Fortune Tiger', 'Mahjong Ways']);
  });

  it('search delay 500 ms: the name search filters 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    try {
      renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });
      const search = await screen.findByRole('searchbox', { name: 'Search hot games' });
      fireEvent.change(search, { target: { value: 'Tiger' } });
      await act(async () => jest.advanceTimersByTime(499));
      expect(tiles()).toEqual(['Fortune Tiger', 'Mahjong Ways']);
      await act(async () => jest.advanceTimersByTime(1));
      expect(tiles()).toEqual(['Fortune Tiger']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('launches a tapped game and opens the HOT list from More', async () => {
    const { user, navigate } = renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });

    await user.click(await screen.findByRole('button', { name: 'Mahjong Ways' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=2&gameCode=2');

    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameList?gameType=HOT');
  });

  it('prefetches the HOT list and the category tabs More opens, in an idle period once drawn', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    try {
      const page = {
        pageNum: 1,
        pageSize: 25,
        totalPages: 3,
        total: 60,
        content: [game('5', 'Sweet Bonanza')],
      };
      const categories = { mapping: {}, sorting: [] };
      const { api, call, queryClient } = renderParcelRoot(<HotGamesSection />, {
        api: { hotGames: () => HOT, gameList: () => page, vassGameType: () => categories },
      });
      await screen.findByRole('tab', { name: 'PG Soft' });
      expect(call).not.toHaveBeenCalledWith('gameList', expect.anything(), expect.anything());

      await act(async () => idle.shift()?.());

      await waitFor(() =>
        // Under the key the HOT list page reads (a guest's).
        expect(
          queryClient.getQueryData(gamePagesQuery(api, 'EN', { gameType: 'HOT' }, null).queryKey),
        ).toEqual({
          pages: [page],
          pageParams: [1],
        }),
      );
      expect(call).toHaveBeenCalledWith(
        'gameList',
        expect.objectContaining({ gameType: 'HOT', pageNo: '1', language: 'EN' }),
        expect.anything(),
      );
      expect(queryClient.getQueryData(queryKeyOf('vassGameType', { typeId: '1' }))).toEqual(categories);
      expect(idle).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('draws nothing when there are no hot games', async () => {
    const { container, queryClient } = renderParcelRoot(<HotGamesSection />, {
      api: { hotGames: () => [HOT[2] as HotVendor] },
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps its card while loading and offers Retry when loading fails', async () => {
    let failures = 1;
    const { user } = renderParcelRoot(<HotGamesSection />, {
      api: {
        hotGames: () => {
          if (failures-- > 0) throw new Error('relay down');
          return HOT;
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('tab', { name: 'PG Soft' })).toBeInTheDocument();
  });

  it('asks again 250 ms after a language change, keeping the games meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const { call, i18n } = renderParcelRoot(<HotGamesSection />, { api: { hotGames: () => HOT } });
      await screen.findByRole('tab', { name: 'PG Soft' });
      const languages = () =>
        call.mock.calls
          .filter(([key]) => key === 'hotGames')
          .map(([, payload]) => (payload as { language: string }).language);
      expect(languages()).toEqual(['EN']);

      await act(() => i18n.changeLanguage('TY'));
      await act(async () => jest.advanceTimersByTime(249));
      expect(languages()).toEqual(['EN']);
      expect(screen.getByRole('tab', { name: 'PG Soft' })).toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(1));
      expect(languages()).toEqual(['EN', 'TY']);
      expect(call).toHaveBeenLastCalledWith(
        'hotGames',
        { isPlatform: '2', language: 'TY', platform: 'html5' },
        expect.anything(),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

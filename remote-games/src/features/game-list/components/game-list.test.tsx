import { sessionOf } from '@mobile/react-kit/testing';
import type { Game, Paged } from '@mobile/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

const menu = { vassGameType: () => VASS, hotGames: () => HOT };

const listedNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('GameList', () => {
  it.each([
    ['the category and vendor named in the address', '?gameType=RNG&vassalage=PG', 'RNG', 'PG'],
    ['HOT without a vendor when the address names none', '', 'HOT', undefined],
    ['e-sports as SPORTS', '?gameType=ESPORTS&vassalage=PIXEL', 'SPORTS', 'PIXEL'],
  ])('asks for %s', async (_case, search, gameType, vassalage) => {
    const { call } = renderParcelRoot(<GameList />, {
      path: `/m/gameList${search}`,
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });

    await screen.findByText('Fortune Tiger');
    expect(call).toHaveBeenCalledWith(
      'gameList',
      expect.objectContaining({ gameType, vassalage, pageNo: '1', pageSize: '25', language: 'EN' }),
      expect.anything(),
    );
  });

  it('the game list call carries clientType 2 and platform html5 (SPEC 7, SPEC 9 game list constants)', async () => {
    const { call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&vassalage=PG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });
    await screen.findByText('Fortune Tiger');
    expect(call).toHaveBeenCalledWith(
      'gameList',
      expect.objectContaining({ clientType: '2', platform: 'html5' }),
      expect.anything(),
    );
  });

  it('the game list sends gameClassify, minBet and minLine; the favourites list sends gameType (SPEC 7)', async () => {
    const { call, unmount } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&gameClassify=RNG&minBet=0.5&minLine=25',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });
    await screen.findByText('Fortune Tiger');
    expect(call).toHaveBeenCalledWith(
      'gameList',
      expect.objectContaining({ gameType: 'RNG', gameClassify: 'RNG', minBet: '0.5', minLine: '25' }),
      expect.anything(),
    );
    unmount();
    const fav = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=FAV&gameClassify=LIVE',
      session: sessionOf(0),
      api: { ...menu, favouriteIds: () => [], favouriteList: () => pageOf([game('2', 'Baccarat')]) },
    });
    await screen.findByText('Baccarat');
    expect(fav.call).toHaveBeenCalledWith(
      'favouriteList',
      expect.objectContaining({ gameType: 'LIVE', pageNo: '1', pageSize: '25' }),
      expect.anything(),
    );
  });

  it('shows a spinner while the games load', () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: { ...menu, gameList: () => new Promise<Paged<Game>>(() => undefined) },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('asks for the games at once but draws them with the tabs, never under tabs still to come', async () => {
    let answerCategories: (vass: typeof VASS) => void = () => undefined;
    const { call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: {
        ...menu,
        vassGameType: () =>
          new Promise<typeof VASS>((resolve) => {
            answerCategories = resolve;
          }),
        gameList: () => pageOf([game('1', 'Fortune Tiger')]),
      },
    });
    await waitFor(() => expect(call).toHaveBeenCalledWith('gameList', expect.anything(), expect.anything()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    answerCategories(VASS);
    expect(await screen.findByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the games of the category', async () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger'), game('2', 'Mahjong Ways')]) },
    });

    const list = await screen.findByRole('region', { name: 'Games' });
    expect(listedNames(list)).toEqual(['Fortune Tiger', 'Mahjong Ways']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the games of another tab from page 1 when a tab is chosen', async () => {
    const { user, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: {
        ...menu,
        gameList: ({ gameType }) => pageOf([game(gameType === 'LIVE' ? '9' : '1', `${gameType} game`)]),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Live Casino' }));

    expect(await screen.findByText('LIVE game')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'true');
    expect(call).toHaveBeenLastCalledWith(
      'gameList',
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'EVO', pageNo: '1' }),
      expect.anything(),
    );
  });

  it('filters the loaded games by name and says there is no data when none match', async () => {
    const { user } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger'), game('2', 'Mahjong Ways')]) },
    });
    const search = await screen.findByRole('searchbox', { name: 'Search games' });

    await user.type(search, 'Tiger');
    expect(listedNames(screen.getByRole('region', { name: 'Games' }))).toEqual(['Fortune Tiger']);

    await user.clear(search);
    await user.type(search, 'tiger');
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('searches the whole tab on the server: first text at once, the last after typing stops, cleared at once', async () => {
    const catalogue = [game('1', 'Mahjong Ways'), game('2', 'Lucky Neko'), game('77', 'Golden Tiger')];
    const { user, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&vassalage=PG',
      api: {
        ...menu,
        // Page 1 holds the first two; the server finds the third by name.
        gameList: ({ gameName }) =>
          pageOf(
            gameName ? catalogue.filter((g) => g.displayName.includes(gameName)) : catalogue.slice(0, 2),
          ),
      },
    });
    const search = await screen.findByRole('searchbox', { name: 'Search games' });

    await user.type(search, 'Tiger');

    expect(await screen.findByText('Golden Tiger')).toBeInTheDocument();
    const names = () =>
      call.mock.calls
        .filter(([key]) => key === 'gameList')
        .map(([, payload]) => (payload as { gameName?: string }).gameName);
    await waitFor(() => expect(names()).toEqual([undefined, 'T', 'Tiger']));
    expect(screen.queryByText('Mahjong Ways')).not.toBeInTheDocument();

    await user.clear(search);
    expect(await screen.findByText('Mahjong Ways')).toBeInTheDocument();
    expect(screen.queryByText('Golden Tiger')).not.toBeInTheDocument();
  });

  it('says there is no data when the category is empty', async () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=FISH',
      api: { ...menu, gameList: () => pageOf([]) },
    });

    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('offers Retry when loading fails, and lists the games once it succeeds', async () => {
    let failures = 1;
    const { user } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: {
        ...menu,
        gameList: () => {
          if (failures-- > 0) throw new Error('relay down');
          return pageOf([game('1', 'Fortune Tiger')]);
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Games' })).toHaveTextContent('Fortune Tiger');
  });
});

describe('GameList paging', () => {
  afterEach(() => jest.useRealTimers());
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const original = globalThis.IntersectionObserver;

  beforeEach(() => {
    observers.length = 0;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('loads pages while the bottom is near, showing a loading indicator, and stops at totalPages', async () => {
    // Fake timers: the quiet second after the last page is advanced, not waited for.
    jest.useFakeTimers();
    const { call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      api: {
        ...menu,
        gameList: ({ pageNo }) => pageOf([game(String(pageNo), `Game ${pageNo}`)], Number(pageNo), 2),
      },
    });
    await screen.findByText('Game 1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more games…');
    const observer = observers.at(-1);
    expect(observer?.options?.rootMargin).toBe('0px 0px 300px 0px');

    act(() =>
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

    expect(await screen.findByText('Game 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_100);
    });
    const pagesAsked = call.mock.calls.filter(([key]) => key === 'gameList').map(([, payload]) => payload);
    expect(pagesAsked).toEqual([
      expect.objectContaining({ pageNo: '1' }),
      expect.objectContaining({ pageNo: '2' }),
    ]);
  });
});

import type { Winner } from '@mobile/shared-contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ICON_LOOKAHEAD_ROWS } from './use-icon-rows';
import { FIRST_ROWS, WinnersBoard } from './winners-board';

function winner(gameName: string, customerName: string, winAmount: number): Winner {
  return {
    vo: {
      iconUrl: `https://cdn.test/${gameName}.png`,
      gameName,
      customerName,
      winAmount,
      nodeId: gameName,
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: `code-${gameName}`,
    },
  };
}

describe('WinnersBoard', () => {
  it('lists each winner with icon, game, player and a peso amount', async () => {
    renderParcelRoot(<WinnersBoard />, {
      api: {
        rankList: () => [winner('Fortune Tiger', 'pl***01', 1234567.5), winner('Mahjong Ways', 'ab***9', 80)],
      },
    });

    await screen.findByText('Fortune Tiger');
    const board = screen.getByRole('region', { name: 'Latest winners' });
    const [first, second] = within(board).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.test/Fortune Tiger.png',
    );
    expect(first).toHaveTextContent('Fortune Tiger');
    expect(first).toHaveTextContent('pl***01');
    expect(first).toHaveTextContent('₱1,234,567.50');
    expect(second).toHaveTextContent('₱80.00');
  });

  it('draws the first rows at once and the rest of a long list in a background render', async () => {
    const winners = Array.from({ length: 30 }, (_, i) => winner(`Game ${i}`, `pl***${i}`, i));
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => winners } });

    await screen.findByText('Game 29');
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(30);
    expect(rows[FIRST_ROWS]).toHaveTextContent('Game 8');
  });

  it('asks for the icons of the rows in view and the next two only, and for more as the board scrolls', async () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(6 * 48);
    const winners = Array.from({ length: 30 }, (_, i) => winner(`Game ${i}`, `pl***${i}`, i));
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => winners } });
    await screen.findByText('Game 29');
    const list = screen.getByRole('list');
    const icons = () =>
      within(list)
        .getAllByRole('presentation')
        .map((icon) => icon.getAttribute('src'));

    expect(icons().filter(Boolean)).toHaveLength(FIRST_ROWS);
    expect(icons()[FIRST_ROWS - 1]).toBe('https://cdn.test/Game 7.png');

    // Scrolled by ten rows: rows 10 to 15 in view, icons up to row 15 + 2.
    fireEvent.scroll(list, { target: { scrollTop: 10 * 48 } });
    expect(icons().filter(Boolean)).toHaveLength(16 + ICON_LOOKAHEAD_ROWS);
    expect(icons()[17]).toBe('https://cdn.test/Game 17.png');
    expect(icons()[18]).toBeNull();

    // Back at the top, the icons already asked for stay.
    fireEvent.scroll(list, { target: { scrollTop: 0 } });
    expect(icons().filter(Boolean)).toHaveLength(16 + ICON_LOOKAHEAD_ROWS);
    jest.restoreAllMocks();
  });

  it('keeps the board with a spinner while the winners load', () => {
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => new Promise<Winner[]>(() => undefined) } });

    expect(screen.getByRole('region', { name: 'Latest winners' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows nothing when there are no winners', async () => {
    const { call, container, queryClient } = renderParcelRoot(<WinnersBoard />, {
      api: { rankList: () => [] },
    });

    await waitFor(() => expect(call).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Retry when the list fails, and loads it again', async () => {
    let failures = 1;
    const { call, user } = renderParcelRoot(<WinnersBoard />, {
      api: {
        rankList: () => {
          if (failures-- > 0) throw new Error('relay down');
          return [winner('Fortune Tiger', 'pl***01', 10)];
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Fortune Tiger')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks for 100 winners of every category in the current language', async () => {
    const { call, i18n } = renderParcelRoot(<WinnersBoard />, { api: { rankList: () => [] } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'rankList',
        { gameCategory: 'ALL', language: 'EN', limitNum: '100' },
        expect.anything(),
      ),
    );

    await act(() => i18n.changeLanguage('TY'));

    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'rankList',
        { gameCategory: 'ALL', language: 'TY', limitNum: '100' },
        expect.anything(),
      ),
    );
  });

  it('launches the game of a tapped entry', async () => {
    const { user, navigate } = renderParcelRoot(<WinnersBoard />, {
      api: { rankList: () => [winner('Fortune Tiger', 'pl***01', 10)] },
    });

    await user.click(await screen.findByRole('button', { name: /Fortune Tiger/ }));

    expect(navigate).toHaveBeenCalledWith(
      '/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=Fortune+Tiger&gameCode=code-Fortune+Tiger',
    );
  });
});

describe('WinnersBoard auto-scroll', () => {
  const scrollTo = jest.fn();
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => winner(`Game ${i}`, `pl***${i}`, i));

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo.mockClear();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(7 * 48);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(6 * 48);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('moves one row every 2.5 s with seven entries', async () => {
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => many(7) } });
    await screen.findByText('Game 6');

    act(() => jest.advanceTimersByTime(2_499));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 48, behavior: 'smooth' });
  });

  it('stays still with six entries', async () => {
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => many(6) } });
    await screen.findByText('Game 5');

    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('pauses while a finger is on the board', async () => {
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => many(7) } });
    const board = await screen.findByRole('list');

    act(() => board.dispatchEvent(new Event('pointerdown')));
    act(() => jest.advanceTimersByTime(5_000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => board.dispatchEvent(new Event('pointerup')));
    act(() => jest.advanceTimersByTime(2_500));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('skips its steps while a modal layer covers the page, and steps again once it is gone (0761)', async () => {
    renderParcelRoot(<WinnersBoard />, { api: { rankList: () => many(7) } });
    await screen.findByText('Game 6');
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    document.body.append(drawer);
    try {
      act(() => jest.advanceTimersByTime(7_500));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      drawer.remove();
    }
    act(() => jest.advanceTimersByTime(2_500));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stays still when the player asks for reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderParcelRoot(<WinnersBoard />, { api: { rankList: () => many(7) } });
      await screen.findByText('Game 6');
      act(() => jest.advanceTimersByTime(10_000));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

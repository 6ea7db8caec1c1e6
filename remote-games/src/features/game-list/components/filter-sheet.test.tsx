import { sessionOf } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

const menu = { vassGameType: () => VASS, hotGames: () => HOT };

describe('game list filter sheet (SPEC 7: gameClassify, minBet, minLine; provider)', () => {
  it('offers classification, minimum bet, lines and provider, and lists the games they filter', async () => {
    const { user, call, navigate } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&vassalage=PG',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });
    await screen.findByText('Fortune Tiger');

    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter games' });
    expect(within(sheet).getByRole('combobox', { name: 'Game type' })).toHaveFocus();
    // The catalogue's categories, not the views (HOT, FAV, PROMO) nor the derived COCKFIGHT tab.
    expect(
      within(within(sheet).getByRole('combobox', { name: 'Game type' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Slots', 'Live Casino', 'Sports']);
    // The provider of the active tab is preselected.
    expect(within(sheet).getByRole('combobox', { name: 'Provider' })).toHaveValue('PG');

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Game type' }), 'Slots');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Minimum bet' }), 'Up to 0.50');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Lines' }), 'At least 25 lines');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Provider' }), 'Jili');
    await user.click(within(sheet).getByRole('button', { name: 'Show games' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith(
      '/m/gameList?gameType=RNG&vassalage=JILI&gameClassify=RNG&minBet=0.5&minLine=25',
      { replace: true },
    );
    await screen.findByRole('button', { name: 'Filters (3)' });
    expect(call).toHaveBeenLastCalledWith(
      'gameList',
      expect.objectContaining({
        gameType: 'RNG',
        vassalage: 'JILI',
        gameClassify: 'RNG',
        minBet: '0.5',
        minLine: '25',
        pageNo: '1',
      }),
      expect.anything(),
    );
  });

  it('clears the filters but keeps the tab and its provider; closing changes nothing', async () => {
    const { user, navigate } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG&vassalage=PG&gameClassify=RNG&minBet=1&minLine=9',
      api: { ...menu, gameList: () => pageOf([game('1', 'Fortune Tiger')]) },
    });
    await screen.findByText('Fortune Tiger');

    await user.click(await screen.findByRole('button', { name: 'Filters (3)' }));
    expect(await screen.findByRole('combobox', { name: 'Minimum bet' })).toHaveValue('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Filters (3)' }));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameList?gameType=RNG&vassalage=PG', { replace: true });
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('on the favourites tab offers only the classification, sent as the list’s gameType', async () => {
    const { user, call } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=FAV',
      session: sessionOf(0),
      api: { ...menu, favouriteIds: () => [], favouriteList: () => pageOf([game('2', 'Baccarat')]) },
    });
    await screen.findByText('Baccarat');

    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter games' });
    expect(within(sheet).getAllByRole('combobox')).toHaveLength(1);
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Game type' }), 'Live Casino');
    await user.click(within(sheet).getByRole('button', { name: 'Show games' }));

    await screen.findByRole('button', { name: 'Filters (1)' });
    expect(call).toHaveBeenLastCalledWith(
      'favouriteList',
      expect.objectContaining({ gameType: 'LIVE', pageNo: '1' }),
      expect.anything(),
    );
  });

  it('has no filters on the recent games list', async () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RECENT',
      session: sessionOf(0),
      api: { ...menu, favouriteIds: () => [], recentList: () => [] },
    });
    await screen.findByRole('button', { name: 'Slots' });
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });
});

import type { Game, Paged } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

function game(nodeId: string, displayName: string): Game {
  return {
    nodeId,
    vassalage: 'PG',
    displayName,
    gameName: displayName,
    nodeName: displayName,
    showIcon: true,
    iconUrl: `https://cdn.test/${nodeId}.png`,
    roomId: null,
    supportPlay: true,
    gameClassifyNew: 'SLOT',
    gameCode: nodeId,
  };
}

function pageOf(...content: Game[]): Paged<Game> {
  return { content, pageNum: 1, pageSize: 25, totalPages: 1, total: content.length };
}

describe('GameList', () => {
  it.each([
    ['the category and vendor named in the address', '?gameType=SLOT&vassalage=PG', 'SLOT', 'PG'],
    ['HOT without a vendor when the address names none', '', 'HOT', undefined],
  ])('asks for %s', async (_case, search, gameType, vassalage) => {
    const { call } = renderParcelRoot(<GameList />, {
      path: `/m/gameList${search}`,
      api: { gameList: () => pageOf(game('g1', 'Fortune Tiger')) },
    });

    await screen.findByText('Fortune Tiger');
    expect(call).toHaveBeenCalledWith(
      'gameList',
      expect.objectContaining({ gameType, vassalage, pageNo: '1', pageSize: '25', language: 'EN' }),
      expect.anything(),
    );
  });

  it('shows a spinner while the games load', () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=SLOT',
      api: { gameList: () => new Promise<Paged<Game>>(() => undefined) },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('lists the games of the category', async () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=SLOT',
      api: { gameList: () => pageOf(game('g1', 'Fortune Tiger'), game('g2', 'Mahjong Ways')) },
    });

    const list = await screen.findByRole('region', { name: 'Games' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Fortune Tiger', 'Mahjong Ways']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says there is no data when the category is empty', async () => {
    renderParcelRoot(<GameList />, { path: '/m/gameList?gameType=FISH', api: { gameList: () => pageOf() } });

    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('offers Retry when loading fails, and lists the games once it succeeds', async () => {
    let failures = 1;
    const { call, user } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=SLOT',
      api: {
        gameList: () => {
          if (failures-- > 0) throw new Error('relay down');
          return pageOf(game('g1', 'Fortune Tiger'));
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Games' })).toHaveTextContent('Fortune Tiger');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });
});

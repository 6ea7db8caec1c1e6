import type {
  LotteryHistory as History,
  LotteryDraw,
  LotteryGame,
  VnMenuGame,
} from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { LotteryHistory } from './lottery-history';

const game = (gameId: string, name: string, vendor: string): LotteryGame => ({
  gameId,
  nodeId: gameId,
  gameCode: name,
  name,
  vendor,
  prizeMode: 'LOTT',
  playTypes: ['trad'],
  iconUrl: '',
});
const vnGame = (gameId: string, name: string): VnMenuGame => ({
  ...game(gameId, name, 'TCG_LOTTO_VN'),
  prizeMode: 'ELOTT',
  drawTime: '18:15',
});
const GAMES = [game('11', 'Lucky Five', 'LOTT'), game('12', 'Fast Three', 'LOTT'), vnGame('21', 'Ha Noi')];
const lists = {
  lotteryList: () => ({ prizeModeMapping: {}, games: GAMES }),
  vnGameMenu: () => ({
    prizeModeMapping: {},
    regions: [{ region: 'NORTH' as const, games: [vnGame('21', 'Ha Noi')] }],
  }),
};

const digits = (n: number): LotteryDraw => ({
  gameId: '11',
  gameName: 'Lucky Five',
  numero: `20261123-${String(n).padStart(4, '0')}`,
  drawAt: new Date(Date.UTC(2026, 10, 23, 0, (n - 1) * 5)).toISOString(),
  result: { kind: 'digits', digits: ['3', '0', '7', '7', '1'] },
});
const page = (pageNo: number, content: LotteryDraw[], total: number): History => ({
  content,
  pageNum: pageNo,
  pageSize: 20,
  totalPages: Math.ceil(total / 20),
  total,
  schedule: { kind: 'every', minutes: 5 },
  nextDrawAt: '2026-11-23T10:05:00.000Z',
});

describe('LotteryHistory', () => {
  it("shows a game's draws as numbered balls, newest first, and loads more on request", async () => {
    const asked: unknown[] = [];
    const { user } = renderParcelRoot(<LotteryHistory />, {
      path: '/m/lotteryHistory?gameId=11',
      api: {
        ...lists,
        lotteryHistory: (payload) => {
          asked.push(payload);
          const pageNo = Number(payload.pageNo);
          const first = pageNo === 1 ? 21 : 1;
          return page(
            pageNo,
            pageNo === 1 ? Array.from({ length: 20 }, (_, i) => digits(first - i + 1)) : [digits(first)],
            21,
          );
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Draw results, newest first' });
    const draws = within(list).getAllByRole('heading', { level: 2 });
    expect(draws[0]).toHaveTextContent('Draw 20261123-0022');
    const balls = within(list).getAllByRole('list', { name: 'Drawn numbers' })[0];
    expect(
      within(balls as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3', '0', '7', '7', '1']);
    expect(screen.getByText(/Drawn every 5 minutes/)).toBeInTheDocument();
    expect(screen.getByText('20 of 21 draws shown')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('11');
    await user.click(screen.getByRole('button', { name: 'Load more results' }));
    expect(await screen.findByText('21 of 21 draws shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
    expect(asked).toEqual([
      { gameId: '11', pageSize: '20', language: 'EN', pageNo: '1' },
      { gameId: '11', pageSize: '20', language: 'EN', pageNo: '2' },
    ]);
    expect(screen.getByRole('link', { name: 'All lottery games' })).toHaveAttribute('href', '/m/lottery');
  });

  it("shows a VN region's sheets by prize tier, each naming its game, picked from the game picker", async () => {
    const { user, navigate } = renderParcelRoot(<LotteryHistory />, {
      path: '/m/lotteryHistory?region=NORTH',
      api: {
        ...lists,
        vnRegionHistory: () => ({
          content: [
            {
              gameId: '21',
              gameName: 'Ha Noi',
              numero: '20261122',
              drawAt: '2026-11-22T11:15:00.000Z',
              result: {
                kind: 'vn',
                tiers: [
                  { tier: 'SPECIAL', numbers: ['01234'] },
                  { tier: 'SEVENTH', numbers: ['12', '34', '56', '78'] },
                ],
              },
            },
          ],
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          total: 1,
        }),
      },
    });
    const sheet = await screen.findByRole('table', { name: 'Result sheet of draw 20261122' });
    expect(within(sheet).getByRole('rowheader', { name: 'Special prize' })).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row')[1]).toHaveTextContent('Seventh prize12345678');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ha NoiDraw 20261122');
    const picker = screen.getByRole('combobox', { name: 'Game' });
    expect(picker).toHaveValue('region:NORTH');
    await user.selectOptions(picker, 'Fast Three');
    expect(navigate).toHaveBeenCalledWith('/m/lotteryHistory?gameId=12', { replace: true });
  });

  it('says when a game has no results, and when the draws fail offers a retry', async () => {
    renderParcelRoot(<LotteryHistory />, {
      path: '/m/lotteryHistory?gameId=99',
      api: {
        ...lists,
        lotteryHistory: () => {
          throw {
            name: 'ApiError',
            code: 'NOT_FOUND',
            messageKey: 'error.requestedUrlEmpty',
            status: 404,
            value: null,
          };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game has no results. Choose another game above.',
    );
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Unknown game');
  });

  it('offers a retry when the draws cannot be loaded, and says when none are drawn yet', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<LotteryHistory />, {
      path: '/m/lotteryHistory',
      api: {
        ...lists,
        lotteryHistory: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return page(1, [], 0);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No draws yet. Results appear here once the game is drawn.'),
    ).toBeInTheDocument();
    // No game in the address: the first game of the list.
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('11');
  });
});

import { type LotteryGame, queryKeyOf } from '@mobile/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { LotteryList } from './lottery-list';

const lottery = (
  gameId: string,
  name: string,
  vendor: string,
  playTypes: LotteryGame['playTypes'],
): LotteryGame => ({
  gameId,
  nodeId: gameId,
  gameCode: `code${gameId}`,
  name,
  vendor,
  prizeMode: 'LOTT',
  playTypes,
  iconUrl: `https://cdn.test/${gameId}.png`,
});

describe('LotteryList', () => {
  it('launches a game and play type into the lotto frame with the prize mode of the mapping', async () => {
    const { user, navigate } = renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => ({
          prizeModeMapping: { TCG_LOTTO_VN: 'ELOTT', LOTT: 'LOTT' },
          games: [
            lottery('40', 'Mega Draw', 'TCG_LOTTO_VN', ['trad', 'ent']),
            lottery('7', 'Pick 3', 'LOTT', ['trad']),
          ],
        }),
      },
    });
    expect(await screen.findByText('Pick 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mega Draw: Entertainment' }));
    expect(navigate).toHaveBeenCalledWith(
      '/m/lottoGame?mui=TCG_LOTTO_VN&playType=ent&gameId=40&prize_mode=ELOTT',
    );
  });

  it('shows the no-data state when no lottery is open', async () => {
    renderParcelRoot(<LotteryList />, { api: { lotteryList: () => ({ prizeModeMapping: {}, games: [] }) } });
    expect(await screen.findByText('No lottery games are open right now.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { prizeModeMapping: {}, games: [lottery('7', 'Pick 3', 'LOTT', ['trad'])] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pick 3')).toBeInTheDocument();
  });

  it('asks the shell to go one step back from its own back button (SPEC 2: opened from /m/notice, back there)', async () => {
    const { user, navigate, bus } = renderParcelRoot(<LotteryList />, {
      api: { lotteryList: () => ({ prizeModeMapping: {}, games: [] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'back' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps its back control while the list fails to load', async () => {
    renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => {
          throw new Error('offline');
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('links to the Vietnamese lottery', async () => {
    const { user, navigate } = renderParcelRoot(<LotteryList />, {
      api: { lotteryList: () => ({ prizeModeMapping: {}, games: [] }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Vietnam lottery' }));
    expect(navigate).toHaveBeenCalledWith('/m/vnGame', { replace: undefined });
  });

  it('shows the popular lottery games from /lgw/games/popular; one opens in its first play type', async () => {
    const { user, navigate, call } = renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => ({
          prizeModeMapping: { LOTT: 'LOTT' },
          games: [lottery('7', 'Pick 3', 'LOTT', ['trad']), lottery('8', 'Lucky 6', 'LOTT', ['ent', 'trad'])],
        }),
        popularLottery: () => [lottery('8', 'Lucky 6', 'LOTT', ['ent', 'trad'])],
      },
    });
    const popular = await screen.findByRole('region', { name: 'Popular lottery games' });
    expect(call).toHaveBeenCalledWith('popularLottery', { language: 'EN', limit: '4' }, expect.anything());
    await user.click(within(popular).getByRole('button', { name: 'Lucky 6' }));
    expect(navigate).toHaveBeenCalledWith('/m/lottoGame?mui=LOTT&playType=ent&gameId=8&prize_mode=LOTT');
  });

  it('draws the list together with the popular section, never before it (nothing pushed down)', async () => {
    let answerPopular: (games: LotteryGame[]) => void = () => undefined;
    const { queryClient } = renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => ({ prizeModeMapping: {}, games: [lottery('7', 'Pick 3', 'LOTT', ['trad'])] }),
        popularLottery: () =>
          new Promise<LotteryGame[]>((resolve) => {
            answerPopular = resolve;
          }),
      },
    });
    // The list has its answer and the page has drawn since: still loading, as one.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeyOf('lotteryList', { language: 'EN' }))?.status).toBe(
        'success',
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Pick 3')).not.toBeInTheDocument();
    answerPopular([lottery('8', 'Lucky 6', 'LOTT', ['ent'])]);
    expect(await screen.findByText('Pick 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular lottery games' })).toBeInTheDocument();
  });

  it('leaves the popular section out when there are none or they cannot load', async () => {
    renderParcelRoot(<LotteryList />, {
      api: {
        lotteryList: () => ({ prizeModeMapping: {}, games: [lottery('7', 'Pick 3', 'LOTT', ['trad'])] }),
        popularLottery: () => Promise.reject(new Error('down')),
      },
    });
    expect(await screen.findByText('Pick 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Popular lottery games' })).not.toBeInTheDocument();
  });
});

import type { JackpotPool } from '@mobile/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { JACKPOT_REFRESH_MS } from '../api/use-jackpots';
import { JackpotTicker } from './jackpot-ticker';

const pool = (id: number, name: string, amount: number): JackpotPool => ({
  id,
  name,
  amount,
  currency: '₱',
  lastWin: null,
});

describe('JackpotTicker', () => {
  it('shows the pools, largest first, as one link to the jackpot page', async () => {
    const { user, navigate } = renderParcelRoot(<JackpotTicker />, {
      path: '/m/home',
      api: { jackpotPools: () => ({ pools: [pool(1, 'Mini', 100), pool(3, 'Grand', 10_000)], wins: [] }) },
    });
    const link = await screen.findByRole('link', { name: /^Jackpots/ });
    expect(
      within(link)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Grand'), expect.stringContaining('Mini')]);
    expect(link).toHaveTextContent('₱10,000.00');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/m/jackpot', { replace: undefined });
  });

  it('draws nothing for a merchant without pools, or when the list fails', async () => {
    const empty = renderParcelRoot(<JackpotTicker />, {
      path: '/m/home',
      api: { jackpotPools: () => ({ pools: [], wins: [] }) },
    });
    await act(async () => undefined);
    expect(screen.queryByRole('link')).toBeNull();
    expect(empty.container.textContent).toBe('');
    empty.unmount();
    renderParcelRoot(<JackpotTicker />, {
      path: '/m/home',
      api: {
        jackpotPools: () => {
          throw new Error('offline');
        },
      },
    });
    await act(async () => undefined);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks again every ten seconds and shows the grown pool without a reload', async () => {
    jest.useFakeTimers();
    try {
      let grand = 10_000;
      renderParcelRoot(<JackpotTicker />, {
        path: '/m/home',
        api: { jackpotPools: () => ({ pools: [pool(3, 'Grand', grand)], wins: [] }) },
      });
      expect(await screen.findByRole('link')).toHaveTextContent('₱10,000.00');
      grand = 10_000.5;
      await act(async () => {
        jest.advanceTimersByTime(JACKPOT_REFRESH_MS);
      });
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(await screen.findByText('₱10,000.50', { selector: '.mk-visually-hidden' })).toBeInTheDocument();
      // The rolling figure settles on the same amount.
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(screen.getByRole('link')).toHaveTextContent('₱10,000.50₱10,000.50');
    } finally {
      jest.useRealTimers();
    }
  });
});

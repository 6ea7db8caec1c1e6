import type { JackpotPool } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { JackpotPage } from './jackpot-page';

const win = { pool: 'Mini', member: 'pl*****1', amount: 150.5, at: '2026-11-27T10:00:00.000Z' };
const POOLS: JackpotPool[] = [
  { id: 1, name: 'Mini', amount: 100.1, currency: '₱', lastWin: win },
  { id: 3, name: 'Grand', amount: 10_000.02, currency: '₱', lastWin: null },
];

describe('JackpotPage', () => {
  it('lists the pools with their amounts and last wins, the latest wins and the way to the games', async () => {
    const { user, navigate } = renderParcelRoot(<JackpotPage />, {
      path: '/m/jackpot',
      api: { jackpotPools: () => ({ pools: POOLS, wins: [win] }) },
    });
    const mini = (await screen.findByRole('heading', { name: 'Mini' })).closest('li');
    if (!mini) throw new Error('no pool card');
    expect(within(mini).getAllByText('₱100.10')[0]).toBeInTheDocument();
    expect(within(mini).getByText('Last won by pl*****1: ₱150.50')).toBeInTheDocument();
    const grand = screen.getByRole('heading', { name: 'Grand' }).closest('li');
    expect(grand).toHaveTextContent('₱10,000.02');
    expect(grand).toHaveTextContent('Not won yet');
    const wins = screen.getByRole('region', { name: 'Recent jackpot wins' });
    expect(within(wins).getByText('pl*****1 won the Mini')).toBeInTheDocument();
    expect(within(wins).getByText('₱150.50')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Play slots' }));
    expect(navigate).toHaveBeenCalledWith('/m/slotsCenter', { replace: undefined });
  });

  it('says when nothing has been won yet, and when the merchant has no jackpot', async () => {
    renderParcelRoot(<JackpotPage />, {
      path: '/m/jackpot',
      api: { jackpotPools: () => ({ pools: [{ ...POOLS[1], lastWin: null } as JackpotPool], wins: [] }) },
    });
    expect(
      await screen.findByText('No jackpot has been won yet. Yours could be the first!'),
    ).toBeInTheDocument();
  });

  it('has an empty state with a way home', async () => {
    renderParcelRoot(<JackpotPage />, {
      path: '/m/jackpot',
      api: { jackpotPools: () => ({ pools: [], wins: [] }) },
    });
    expect(
      await screen.findByText('There are no jackpots right now. Please come back later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<JackpotPage />, {
      path: '/m/jackpot',
      api: {
        jackpotPools: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { pools: POOLS, wins: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Grand' })).toBeInTheDocument();
  });
});

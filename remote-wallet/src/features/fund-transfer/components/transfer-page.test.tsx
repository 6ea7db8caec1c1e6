import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TransferPage } from './transfer-page';

const walletOf = (main: number, nova: number) => ({
  currencySymbol: '₱',
  sumBalance: main,
  wallets: [
    { vendor: 'NOVA', name: 'Nova Slots', balance: nova },
    { vendor: 'JADE', name: 'Jade Games', balance: 0 },
  ],
});

describe('TransferPage', () => {
  it('shows the balance of every wallet', async () => {
    renderParcelRoot(<TransferPage />, {
      session: sessionOf(1),
      wallet: walletOf(500, 100),
      api: { wallet: () => walletOf(500, 100) },
    });
    const balances = await screen.findByRole('list', { name: 'Balances' });
    expect(within(balances).getByText('Main wallet').nextSibling).toHaveTextContent('₱500.00');
    expect(within(balances).getByText('Nova Slots').nextSibling).toHaveTextContent('₱100.00');
  });

  it('checks the amount in the browser before sending anything', async () => {
    const { user, call } = renderParcelRoot(<TransferPage />, {
      session: sessionOf(1),
      api: { wallet: () => walletOf(500, 100) },
    });
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '500.01');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('More than this wallet holds.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.005');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Enter an amount with at most two decimals.')).toBeInTheDocument();
    expect(call.mock.calls.filter(([k]) => k === 'walletTransfer')).toHaveLength(0);
  });

  it('transfers to a game wallet and back, each with its own idempotency key', async () => {
    let main = 500;
    let nova = 100;
    const { user, call, bus } = renderParcelRoot(<TransferPage />, {
      session: sessionOf(1),
      wallet: walletOf(500, 100),
      api: {
        wallet: () => walletOf(main, nova),
        walletTransfer: (payload) => {
          if (payload.direction === 'in') [main, nova] = [main - payload.amount, nova + payload.amount];
          else if (payload.direction === 'out') [main, nova] = [main + payload.amount, nova - payload.amount];
          return { main, moved: 'amount' in payload ? payload.amount : 0 };
        },
      },
    });
    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Balances' })).getByText('₱150.00')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('radio', { name: 'To the main wallet' }));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Balances' })).getByText('₱500.00')).toBeInTheDocument(),
    );
    const transfers = call.mock.calls.filter(([k]) => k === 'walletTransfer');
    expect(transfers.map(([, p]) => p)).toEqual([
      { direction: 'in', vendor: 'NOVA', amount: 50 },
      { direction: 'out', vendor: 'NOVA', amount: 50 },
    ]);
    const keys = transfers.map(([, , o]) => (o as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
  });

  it('transfers everything back, and disables that when nothing is held', async () => {
    let nova = 100;
    const { user } = renderParcelRoot(<TransferPage />, {
      session: sessionOf(1),
      api: {
        wallet: () => walletOf(600 - nova, nova),
        walletTransfer: () => {
          nova = 0;
          return { main: 600, moved: 100 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Transfer all back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Transfer all back' })).toBeDisabled());
  });
});

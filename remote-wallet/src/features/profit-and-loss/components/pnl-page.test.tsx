import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { rangeFor } from '../../../common/date-range';
import { renderParcelRoot } from '../../../test/render';
import { PnlPage } from './pnl-page';

const figures = {
  deposits: 1500,
  withdrawals: -200,
  bets: -300.5,
  wins: 120,
  bonuses: 8.88,
  rebates: 1.2,
  other: 0,
  net: -170.42,
};
const wallet = { currencySymbol: '₱', sumBalance: 1000 };

const line = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('PnlPage', () => {
  it("shows today's figures, each in its line, with the net", async () => {
    const { call } = renderParcelRoot(<PnlPage />, {
      session: sessionOf(1),
      wallet,
      api: { memberPnl: () => figures },
    });
    expect(await screen.findByText('Net profit or loss')).toBeInTheDocument();
    expect(line('Deposits')).toHaveTextContent('₱1,500.00');
    expect(line('Withdrawals')).toHaveTextContent('-₱200.00');
    expect(line('Bets')).toHaveTextContent('-₱300.50');
    expect(line('Wins')).toHaveTextContent('₱120.00');
    expect(line('Bonuses')).toHaveTextContent('₱8.88');
    expect(line('Rebates')).toHaveTextContent('₱1.20');
    expect(line('Net profit or loss')).toHaveTextContent('-₱170.42');
    expect(line('Net profit or loss')).toHaveClass('wallet-out');
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('memberPnl', rangeFor('today', new Date()), expect.anything());
  });

  it('shows other when the ledger holds codes nobody mapped', async () => {
    renderParcelRoot(<PnlPage />, {
      session: sessionOf(1),
      wallet,
      api: { memberPnl: () => ({ ...figures, other: 3 }) },
    });
    expect(await screen.findByText('Other')).toBeInTheDocument();
  });

  it.each([
    ['Yesterday', 'yesterday'],
    ['Last 7 days', 'last7Days'],
    ['Last 30 days', 'last30Days'],
  ] as const)('asks for %s', async (label, preset) => {
    const { user, call } = renderParcelRoot(<PnlPage />, {
      session: sessionOf(1),
      api: { memberPnl: () => figures },
    });
    await screen.findByText('Deposits');
    await user.click(screen.getByRole('button', { name: label }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('memberPnl', rangeFor(preset, new Date()), expect.anything()),
    );
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<PnlPage />, {
      session: sessionOf(1),
      api: {
        memberPnl: () => {
          if (fail) throw new Error('offline');
          return figures;
        },
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deposits')).toBeInTheDocument();
  });
});

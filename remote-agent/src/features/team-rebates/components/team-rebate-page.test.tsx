import { sessionOf } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TeamRebatePage } from './team-rebate-page';

describe('TeamRebatePage', () => {
  it('replaces member type 0 to home', () => {
    const { navigate } = renderParcelRoot(<TeamRebatePage />, { session: sessionOf(0) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('shows the total, the own rebate and each branch with its gap', async () => {
    renderParcelRoot(<TeamRebatePage />, {
      session: sessionOf(41, 'agent41'),
      wallet: { currencySymbol: '₱', sumBalance: 1 },
      api: {
        teamRebateIncome: () => ({
          rebate: 2,
          total: 12.5,
          rows: [{ memberId: 3, username: 'sub1', rebateGap: 0.5, bets: 2500, income: 12.5 }],
        }),
      },
    });
    const total = await screen.findByRole('region', { name: 'Your rebate income' });
    expect(total).toHaveTextContent('₱12.50');
    expect(total).toHaveTextContent('2.00 %');
    const branch = within(screen.getByRole('list', { name: 'Income by direct downline' })).getByRole(
      'listitem',
    );
    expect(branch).toHaveTextContent('sub1');
    expect(branch).toHaveTextContent('0.50 %');
    expect(branch).toHaveTextContent('₱2,500.00');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

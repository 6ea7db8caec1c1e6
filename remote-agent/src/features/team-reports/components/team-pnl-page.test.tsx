import { sessionOf } from '@mobile/react-kit/testing';
import type { MemberPnl } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { defaultReportFilter } from '../report-range';
import { TeamPnlPage } from './team-pnl-page';

const row = (memberId: number, username: string, profit: number): MemberPnl => ({
  memberId,
  username,
  level: 2,
  deposits: 100,
  withdrawals: 10,
  bets: 50,
  wins: 50 + profit,
  profit,
});

function renderPnl() {
  return renderParcelRoot(<TeamPnlPage />, {
    path: '/m/agent/team/pnl',
    session: sessionOf(41, 'agent41'),
    wallet: { currencySymbol: '₱', sumBalance: 1 },
    api: { teamPnl: () => ({ rows: [row(1, 'anna', -20), row(2, 'ben', 5.5)] }) },
  });
}

describe('TeamPnlPage', () => {
  it('replaces member type 40 to home', () => {
    const { navigate } = renderParcelRoot(<TeamPnlPage />, { session: sessionOf(40) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it("shows each member's figures and the team's total for the last 7 days", async () => {
    const { call } = renderPnl();
    const list = await screen.findByRole('list', { name: 'Profit and loss by member' });
    const total = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(total).toHaveTextContent('Whole team');
    expect(total).toHaveTextContent('-₱14.50');
    expect(within(list).getByText(/anna/).closest('li')).toHaveTextContent('-₱20.00');
    const { startDate, endDate } = defaultReportFilter(new Date());
    expect(call).toHaveBeenCalledWith('teamPnl', { startDate, endDate }, expect.anything());
  });

  it('explains a range over 31 days and sends nothing', async () => {
    const { user, call } = renderPnl();
    await screen.findByRole('list', { name: 'Profit and loss by member' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 31 days.');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks for one member by name', async () => {
    const { user, call } = renderPnl();
    await user.type(screen.getByRole('searchbox', { name: 'Member name (optional)' }), ' anna ');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(call).toHaveBeenLastCalledWith(
      'teamPnl',
      expect.objectContaining({ username: 'anna' }),
      expect.anything(),
    );
  });
});

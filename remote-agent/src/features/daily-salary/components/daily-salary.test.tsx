import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import type { DailySalaryDay } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ContractPage } from '../../contracts';

const day = (date: string, status: DailySalaryDay['status']): DailySalaryDay => ({
  date,
  teamBets: status === 'none' ? 40 : 1250,
  activeMembers: status === 'none' ? 1 : 3,
  qualified: status !== 'none',
  salary: status === 'none' ? 0 : 300,
  status,
});

const api: ApiHandlers = {
  contracts: () => ({ pending: null, history: [] }),
  dailySalaryContract: () => ({
    contract: { minTeamBets: 100, minActiveMembers: 2, salary: 300, acceptedAt: '2026-08-01T00:00:00Z' },
    appliedAt: null,
  }),
  currentDailySalary: () => ({ today: day('2026-11-23', 'pending') }),
  queryDailySalary: () => ({
    days: [day('2026-11-23', 'pending'), day('2026-11-22', 'paid'), day('2026-11-21', 'none')],
    total: 600,
  }),
};

function renderSalary(handlers: ApiHandlers = api) {
  return renderParcelRoot(<ContractPage />, {
    path: '/m/member/agent/getSalaryContract',
    session: sessionOf(41, 'agent41'),
    wallet: { currencySymbol: '₱', sumBalance: 10 },
    api: handlers,
  });
}

describe('daily salary on the salary contract page', () => {
  it('shows the terms, today so far and each day of the last 14 with the total', async () => {
    const { call } = renderSalary();
    expect(
      await screen.findByText('Your daily salary: 300 a day when your team bets 100 with 2 active members.'),
    ).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: "Today's salary so far" });
    expect(within(today).getByText('₱300.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily salary, last 14 days: ₱600.00' })).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Daily salary by day' }));
    const [pending, paid, short] = days.getAllByRole('listitem');
    expect(days.getAllByRole('listitem')).toHaveLength(3);
    // Each day says whether the operator's payout has reached it; a day short of the terms pays nothing.
    expect(within(pending as HTMLElement).getByText('Awaiting payout')).toBeInTheDocument();
    expect(within(paid as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(short as HTMLElement).getByText('Not reached')).toBeInTheDocument();
    expect(within(short as HTMLElement).queryByText('Paid')).toBeNull();
    const [, payload] = call.mock.calls.find(([key]) => key === 'queryDailySalary') ?? [];
    const { startDate, endDate } = payload as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(13);
  });

  it('says so when the agent has no daily salary contract', async () => {
    renderSalary({ ...api, dailySalaryContract: () => ({ contract: null, appliedAt: null }) });
    expect(await screen.findByText('You have no accepted daily salary contract.')).toBeInTheDocument();
  });
});

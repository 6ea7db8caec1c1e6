import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import type { AgentContract } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ContractPage } from '../../contracts';

const APPLY = 'Apply for a daily salary contract';
const OFFER: AgentContract = {
  id: 7,
  kind: 'dailySalary',
  period: 'DAILY',
  terms: [{ term: 'salary', value: 300 }],
  status: 'PENDING',
  offeredAt: '2026-11-23T04:00:00.000Z',
  decidedAt: null,
};

function renderSalary(handlers: ApiHandlers, type = 1) {
  return renderParcelRoot(<ContractPage />, {
    path: '/m/member/agent/getSalaryContract',
    session: sessionOf(type, 'agent1'),
    wallet: { currencySymbol: '₱', sumBalance: 10 },
    api: {
      contracts: () => ({ pending: null, history: [] }),
      dailySalaryContract: () => ({ contract: null, appliedAt: null }),
      ...handlers,
    },
  });
}

describe('applying for a daily salary contract', () => {
  it('sends one application, then shows it and keeps the button disabled', async () => {
    let appliedAt: string | null = null;
    const applyDailySalaryContract = jest.fn(() => {
      appliedAt = '2026-11-23T05:00:00.000Z';
      return { appliedAt };
    });
    const { user, bus } = renderSalary({
      dailySalaryContract: () => ({ contract: null, appliedAt }),
      applyDailySalaryContract,
    });
    const button = await screen.findByRole('button', { name: APPLY });
    expect(button).toBeEnabled();
    await user.click(button);
    const sent = await screen.findByRole('button', { name: 'Application sent' });
    expect(sent).toBeDisabled();
    expect(screen.getByText(/You applied on 2026-11-23\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLY })).not.toBeInTheDocument();
    expect(applyDailySalaryContract).toHaveBeenCalledTimes(1);
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'toast', kind: 'success' }));
  });

  it('says why an application was refused and lets the agent try again', async () => {
    const applyDailySalaryContract = jest.fn(() => {
      throw { name: 'ApiError', code: 'NETWORK', messageKey: 'error.network', status: 0, value: null };
    });
    const { user } = renderSalary({ applyDailySalaryContract });
    await user.click(await screen.findByRole('button', { name: APPLY }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.network');
    expect(screen.getByRole('button', { name: APPLY })).toBeEnabled();
  });

  it('offers no button while an offer waits', async () => {
    renderSalary({ contracts: () => ({ pending: OFFER, history: [] }) });
    expect(await screen.findByText('You have no accepted daily salary contract.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLY })).not.toBeInTheDocument();
  });

  it('offers no button to an agent type that never gets contracts', async () => {
    renderSalary({}, 41);
    expect(await screen.findByText('You have no accepted daily salary contract.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLY })).not.toBeInTheDocument();
  });
});

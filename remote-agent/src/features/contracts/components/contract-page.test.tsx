import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import type { AgentContract } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ContractPage } from './contract-page';

const contract = (id: number, status: AgentContract['status']): AgentContract => ({
  id,
  kind: 'dividend',
  period: 'HALF_MONTH',
  terms: [
    { term: 'minTeamLoss', value: 50000 },
    { term: 'sharePercent', value: 20 },
  ],
  status,
  offeredAt: '2026-03-01T10:00:00.000Z',
  decidedAt: status === 'PENDING' ? null : '2026-03-02T10:00:00.000Z',
});

function renderContract(api: ApiHandlers, options: RenderOptions = {}) {
  return renderParcelRoot(<ContractPage />, {
    path: '/m/member/agent/getDevidendContract',
    session: sessionOf(1, 'agent1'),
    api,
    ...options,
  });
}

describe('ContractPage', () => {
  it('replaces member type 0 to home', () => {
    const { navigate } = renderContract({}, { session: sessionOf(0) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it("shows the path's kind: the offered terms and the history", async () => {
    const { call } = renderContract({
      contracts: () => ({ pending: contract(9, 'PENDING'), history: [contract(3, 'REJECTED')] }),
    });
    const offer = await screen.findByRole('region', { name: 'Offered to you' });
    expect(within(offer).getByText('Every half month')).toBeInTheDocument();
    expect(within(offer).getByText('50,000')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Rejected/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('contracts', { kind: 'dividend' }, expect.anything());
  });

  it('accepts the offer, then shows it answered', async () => {
    let answered = false;
    const { user, call, bus } = renderContract({
      contracts: () =>
        answered
          ? { pending: null, history: [contract(9, 'ACCEPTED')] }
          : { pending: contract(9, 'PENDING'), history: [] },
      processContract: () => {
        answered = true;
        return contract(9, 'ACCEPTED');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(call).toHaveBeenCalledWith('processContract', { contractId: 9, decision: 'ACCEPT' });
    expect(await screen.findByText('No contract is waiting for your answer.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/Accepted/)).toBeInTheDocument();
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'agent:contract.accepted' }));
  });

  it('says so when the server refuses the answer', async () => {
    const { user } = renderContract({
      contracts: () => ({ pending: contract(9, 'PENDING'), history: [] }),
      processContract: () => {
        throw {
          name: 'ApiError',
          code: 'CONTRACT_ANSWERED',
          messageKey: 'error.contractAnswered',
          status: 409,
          value: null,
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.contractAnswered');
  });
});

import { sessionOf } from '@mobile/react-kit/testing';
import type { Downline } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { AgentRebatePage } from './agent-rebate-page';

const downline: Downline = {
  id: 5,
  username: 'sub1',
  nickname: null,
  type: 1,
  level: 1,
  uplineName: 'agent41',
  rebate: 1.5,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('AgentRebatePage', () => {
  it('replaces member type 4 to home', () => {
    const { navigate } = renderParcelRoot(<AgentRebatePage />, { session: sessionOf(4) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it("shows the agent's rebate and each direct downline's, and changes one within its bounds", async () => {
    const { user, call } = renderParcelRoot(<AgentRebatePage />, {
      session: sessionOf(41, 'agent41'),
      api: {
        agentRebate: () => ({ rebate: 2 }),
        downlines: () => ({ content: [downline], pageNum: 1, pageSize: 20, totalPages: 1, total: 1 }),
        downline: () => ({ ...downline, balance: 0, rebateCeiling: 2, rebateFloor: 0, downlineCount: 0 }),
        updateDownlineRebates: (change: { memberId: number; rebate: number }) => change,
      },
    });
    expect(await screen.findByText('Your rebate: 2.00 %. No downline can get more.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rebates of your direct downlines' });
    const row = within(list).getByRole('button', { name: /sub1.*Rebate 1\.50 %/ });
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const input = await screen.findByRole('textbox', { name: 'Rebate (%)' });
    await user.clear(input);
    await user.type(input, '1.8');
    await user.click(screen.getByRole('button', { name: 'Save rebate' }));
    expect(call).toHaveBeenCalledWith('updateDownlineRebates', { memberId: 5, rebate: 1.8 });
  });
});

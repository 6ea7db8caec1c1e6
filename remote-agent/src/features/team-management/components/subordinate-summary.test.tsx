import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import type { DownlineDetail } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TeamManagementPage } from './team-management-page';

const emptyPage = { content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 };

function renderTeam(subordinate: ApiHandlers['subordinate'], handlers: ApiHandlers = {}) {
  return renderParcelRoot(<TeamManagementPage />, {
    path: '/m/member/team',
    session: sessionOf(41, 'agent41'),
    api: { downlines: () => emptyPage, subordinate, ...handlers },
  });
}

const sub1: DownlineDetail = {
  id: 11,
  username: 'sub1',
  nickname: null,
  type: 1,
  level: 1,
  uplineName: 'agent41',
  rebate: 1,
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  balance: 0,
  rebateCeiling: 2,
  rebateFloor: 0,
  downlineCount: 3,
};

describe('team size on the team management page', () => {
  it('shows the direct and indirect downline counts of ODSFE2_Subordinate', async () => {
    const { call } = renderTeam(() => ({ memberId: 41, direct: 2, indirect: 5 }));
    const summary = within(await screen.findByRole('region', { name: 'Team size' }));
    expect(await summary.findByText('2')).toBeInTheDocument();
    expect(summary.getByText('Direct downlines').nextSibling).toHaveTextContent('2');
    expect(summary.getByText('Indirect downlines').nextSibling).toHaveTextContent('5');
    expect(call).toHaveBeenCalledWith('subordinate', {}, expect.anything());
  });

  it("shows a downline's own indirect downlines in its detail", async () => {
    const subordinate = jest.fn(({ memberId }: { memberId?: string }) =>
      memberId === '11' ? { memberId: 11, direct: 3, indirect: 4 } : { memberId: 41, direct: 1, indirect: 7 },
    );
    const { user } = renderTeam(subordinate, {
      downlines: () => ({ ...emptyPage, content: [sub1], totalPages: 1, total: 1 }),
      downline: () => sub1,
    });
    await user.click(await screen.findByRole('button', { name: /sub1/ }));
    const detail = within(await screen.findByRole('region', { name: 'sub1' }));
    expect(await detail.findByText('4')).toBeInTheDocument();
    expect(detail.getByText('Downlines further down').nextSibling).toHaveTextContent('4');
    expect(detail.getByText('Own downlines').nextSibling).toHaveTextContent('3');
    expect(subordinate).toHaveBeenCalledWith({ memberId: '11' });
  });

  it('says when the counts failed and reads them again on retry', async () => {
    let attempts = 0;
    const { user } = renderTeam(() => {
      attempts += 1;
      if (attempts === 1)
        throw { name: 'ApiError', code: 'NETWORK', messageKey: 'error.network', status: 0, value: null };
      return { memberId: 41, direct: 0, indirect: 0 };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The team size could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const summary = within(await screen.findByRole('region', { name: 'Team size' }));
    expect(await summary.findAllByText('0')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

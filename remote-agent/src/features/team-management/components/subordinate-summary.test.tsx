import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TeamManagementPage } from './team-management-page';

const emptyPage = { content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 };

function renderTeam(subordinate: ApiHandlers['subordinate']) {
  return renderParcelRoot(<TeamManagementPage />, {
    path: '/m/member/team',
    session: sessionOf(41, 'agent41'),
    api: { downlines: () => emptyPage, subordinate },
  });
}

describe('team size on the team management page', () => {
  it('shows the direct and indirect downline counts of ODSFE2_Subordinate', async () => {
    const { call } = renderTeam(() => ({ memberId: 41, direct: 2, indirect: 5 }));
    const summary = within(await screen.findByRole('region', { name: 'Team size' }));
    expect(await summary.findByText('2')).toBeInTheDocument();
    expect(summary.getByText('Direct downlines').nextSibling).toHaveTextContent('2');
    expect(summary.getByText('Indirect downlines').nextSibling).toHaveTextContent('5');
    expect(call).toHaveBeenCalledWith('subordinate', {}, expect.anything());
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

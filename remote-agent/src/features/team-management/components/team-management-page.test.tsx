import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import type { Downline, DownlineDetail } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TeamManagementPage } from './team-management-page';

const downline = (id: number, username: string, level = 1): Downline => ({
  id,
  username,
  nickname: `Nick ${username}`,
  type: 0,
  level,
  uplineName: 'agent41',
  rebate: 0,
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
});

const detail: DownlineDetail = {
  ...downline(11, 'sub1'),
  type: 1,
  balance: 1234.5,
  rebate: 1.5,
  rebateCeiling: 2,
  rebateFloor: 1,
  downlineCount: 2,
};

const page = (content: Downline[], pageNum = 1, totalPages = 1) => ({
  content,
  pageNum,
  pageSize: 20,
  totalPages,
  total: content.length * totalPages,
});

const api: ApiHandlers = {
  downlines: ({ scope, pageNo, keyword }: { scope: string; pageNo: string; keyword?: string }) => {
    if (scope === 'agents') return page([downline(11, 'sub1'), downline(12, 'sub2')]);
    if (keyword) return page([downline(13, 'nina', 2)]);
    if (scope === 'all') return page([downline(11, 'sub1'), downline(14, 'deep', 3)]);
    return pageNo === '1' ? page([downline(11, 'sub1')], 1, 2) : page([downline(12, 'sub2')], 2, 2);
  },
  downline: () => detail,
  subordinate: () => ({ memberId: 41, direct: 2, indirect: 5 }),
  updateDownlineRebates: ({ memberId, rebate }: { memberId: number; rebate: number }) => ({
    memberId,
    rebate,
  }),
  transferDownline: () => ({ moved: 1 }),
  transferMultipleDownline: ({ memberIds }: { memberIds: number[] }) => ({ moved: memberIds.length }),
};

function renderTeam(options: RenderOptions = {}) {
  return renderParcelRoot(<TeamManagementPage />, {
    path: '/m/member/team',
    session: sessionOf(41, 'agent41'),
    wallet: { currencySymbol: '₱', sumBalance: 10 },
    api,
    ...options,
  });
}

const list = () => within(screen.getByRole('list', { name: 'Downlines' }));

describe('TeamManagementPage', () => {
  it.each([0, 4, 40])('replaces member type %p to home', (type) => {
    const { navigate, call } = renderTeam({ session: sessionOf(type) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('lists direct downlines page by page', async () => {
    const { user } = renderTeam();
    expect(await screen.findByRole('button', { name: /sub1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await list().findByRole('button', { name: /sub2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows every level and searches by name', async () => {
    const { user, call } = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'All levels' }));
    expect(await list().findByRole('button', { name: /deep.*Level 3/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), ' nina ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await list().findByRole('button', { name: /nina/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'downlines',
      expect.objectContaining({ keyword: 'nina' }),
      expect.anything(),
    );
  });

  it('opens a downline and saves a rebate within its bounds, refusing one above', async () => {
    const { user, call, bus } = renderTeam();
    await user.click(await screen.findByRole('button', { name: /sub1/ }));
    expect(await screen.findByRole('heading', { name: 'sub1' })).toBeInTheDocument();
    expect(screen.getByText('₱1,234.50')).toBeInTheDocument();
    const rebate = screen.getByRole('textbox', { name: 'Rebate (%)' });
    await user.clear(rebate);
    await user.type(rebate, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save rebate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "At most 2.00 %: never above the upline's own rebate.",
    );
    expect(call).not.toHaveBeenCalledWith('updateDownlineRebates', expect.anything());
    await user.clear(rebate);
    await user.type(rebate, '1.75');
    await user.click(screen.getByRole('button', { name: 'Save rebate' }));
    expect(call).toHaveBeenCalledWith('updateDownlineRebates', { memberId: 11, rebate: 1.75 });
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'agent:rebate.saved' }),
    );
  });

  it("shows the server's refusal in words", async () => {
    const { user } = renderTeam({
      api: {
        ...api,
        updateDownlineRebates: () => {
          throw {
            name: 'ApiError',
            code: 'NOT_IN_TEAM',
            messageKey: 'error.notInTeam',
            status: 403,
            value: null,
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /sub1/ }));
    await user.click(await screen.findByRole('button', { name: 'Save rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.notInTeam');
  });

  it('moves several selected downlines under another agent of the team', async () => {
    const { user, call } = renderTeam({ session: sessionOf(41, 'agent41') });
    await user.click(await screen.findByRole('button', { name: 'All levels' }));
    await user.click(await list().findByRole('checkbox', { name: 'Select deep' }));
    await user.click(list().getByRole('checkbox', { name: 'Select sub1' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    const target = await screen.findByRole('combobox', { name: 'New upline' });
    // The moved members are not offered as their own new upline.
    expect(within(target).queryByRole('option', { name: /sub1/ })).not.toBeInTheDocument();
    await user.selectOptions(target, within(target).getByRole('option', { name: /sub2/ }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(call).toHaveBeenCalledWith('transferMultipleDownline', { memberIds: [14, 11], targetId: 12 });
    expect(await screen.findByRole('list', { name: 'Downlines' })).toBeInTheDocument();
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('moves one downline from its detail back under the agent', async () => {
    const { user, call } = renderTeam();
    await user.click(await screen.findByRole('button', { name: /sub1/ }));
    await user.click(await screen.findByRole('button', { name: 'Move to another agent' }));
    await screen.findByRole('combobox', { name: 'New upline' });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(call).toHaveBeenCalledWith('transferDownline', { memberId: 11, targetId: 7 });
  });
});

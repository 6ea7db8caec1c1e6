import { sessionOf } from '@mobile/react-kit/testing';
import type { Announcement, AnnouncementList } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { NoticePage } from './notice-page';

function notice(id: number, title: string, extra: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'PL',
    title,
    content: `<p>${title} body</p>`,
    groupName: null,
    url: null,
    linkage: null,
    read: false,
    createdAt: '2024-05-01T10:00:00Z',
    ...extra,
  };
}

function listOf(...content: Announcement[]): AnnouncementList {
  return { content, footer: { unreadCount: content.filter((n) => !n.read).length } };
}

describe('NoticePage', () => {
  it('lists player announcements and marks the unread ones for a member', async () => {
    renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      session: sessionOf(1),
      api: {
        announcements: () => listOf(notice(1, 'Maintenance tonight'), notice(2, 'New games', { read: true })),
      },
    });

    const list = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(list).getByRole('button', { name: /unread.*maintenance tonight/i })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /new games/i })).not.toHaveAccessibleName(/unread/i);
  });

  it('asks for player types B,PL,PU', async () => {
    const { call } = renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      api: { announcements: () => listOf(notice(1, 'Hello')) },
    });
    await screen.findByRole('button', { name: /hello/i });
    expect(call).toHaveBeenCalledWith(
      'announcements',
      { types: 'B,PL,PU', platform: 'M', merchantCode: 'demo' },
      expect.anything(),
    );
  });

  it('asks for agent notices on the agent variant', async () => {
    const { call } = renderParcelRoot(<NoticePage />, {
      path: '/m/member/notice?types=A',
      session: sessionOf(1),
      api: { announcements: () => listOf(notice(5, 'Agent commission update', { type: 'A' })) },
    });
    expect(await screen.findByRole('region', { name: 'Agent announcements' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'announcements',
      { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'demo' },
      expect.anything(),
    );
  });

  it('opens an announcement with sanitised HTML, marks it read, reloads and refreshes badges', async () => {
    let read = false;
    const evil = notice(3, 'Promo', {
      content: '<p>Deposit bonus</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
    });
    const { user, call, bus } = renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      session: sessionOf(1),
      api: {
        announcements: () => listOf({ ...evil, read }),
        markAnnouncementRead: () => {
          read = true;
          return { unreadCount: 0 };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: /promo/i }));

    const panel = screen.getByRole('region', { name: /promo/i });
    expect(within(panel).getByRole('heading', { name: 'Promo' })).toBeInTheDocument();
    expect(within(panel).getByText('Deposit bonus')).toBeInTheDocument();
    expect(panel.innerHTML).not.toMatch(/onerror|<script/i);
    expect(call).toHaveBeenCalledWith('markAnnouncementRead', { announcementId: 3, read: true });
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-unread' }));
    expect(call.mock.calls.filter(([key]) => key === 'announcements')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /promo/i })).not.toHaveAccessibleName(/unread/i);
  });

  it('does not mark anything read for a guest', async () => {
    const { user, call } = renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      api: { announcements: () => listOf(notice(4, 'Welcome')) },
    });
    await user.click(await screen.findByRole('button', { name: /welcome/i }));
    expect(screen.getByText('Welcome body')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('markAnnouncementRead', expect.anything());
  });

  it('closes an open announcement when tapped again', async () => {
    const { user } = renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      api: { announcements: () => listOf(notice(4, 'Welcome')) },
    });
    const toggle = await screen.findByRole('button', { name: /welcome/i });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Welcome body')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are none', async () => {
    renderParcelRoot(<NoticePage />, { path: '/m/notice', api: { announcements: () => listOf() } });
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      api: {
        announcements: () => {
          if (fail) throw new Error('offline');
          return listOf(notice(9, 'Back online'));
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /back online/i })).toBeInTheDocument();
  });
});

import '../test/browser-stubs';
import type { Announcement, RequestOf, ResponseOf } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { anAnnouncement } from '../test/announcement';
import { renderWithShell } from '../test/render-with-shell';
import { HomePage } from './home-page';

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ owner, expose }: { owner: string; expose: string }) =>
    jest
      .requireActual<typeof import('react')>('react')
      .createElement('div', { 'data-testid': `${owner}${expose}` }),
}));

const banner = (id: number, groupName: string, title: string, url: string, linkage: string | null) =>
  anAnnouncement({ id, type: 'B', title, groupName, url, linkage });

const groups: Record<string, Announcement[]> = {
  m_home: [
    banner(1, 'm_home', 'Welcome bonus', 'https://img.example/1.jpg', '/m/activity'),
    banner(2, 'm_home', 'Cashback', 'https://img.example/2.jpg', null),
    banner(3, 'm_home', 'Bad link', 'https://img.example/3.jpg', 'javascript:alert(1)'),
  ],
  m_video: [banner(9, 'm_video', 'Big win replay', 'https://img.example/v.jpg', 'https://video.example/9')],
};
const announcements = (payload: RequestOf<'announcements'>): ResponseOf<'announcements'> => ({
  content: groups[payload.groupName ?? ''] ?? [],
  footer: { unreadCount: 0 },
});

describe('HomePage', () => {
  it('shows the m_home banners, the first loaded eagerly and with high priority', async () => {
    renderWithShell(<HomePage />, { responses: { announcements } });
    const carousel = screen.getByRole('region', { name: 'Featured' });
    const images = await within(carousel).findAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Welcome bonus', 'Cashback', 'Bad link']);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '750');
    expect(within(carousel).getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
    expect(within(carousel).queryByRole('link', { name: 'Bad link' })).not.toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('keeps the banner box when there are no banners', () => {
    renderWithShell(<HomePage />);
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });

  it("mounts the enabled remotes' widgets: hot games, then the winners board", () => {
    renderWithShell(<HomePage />);
    const hot = screen.getByTestId('games./HotGamesWidget');
    const winners = screen.getByTestId('games./WinnersWidget');
    expect(hot.compareDocumentPosition(winners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('footer: video banners link to their video, social icons only with links, help and age badge', async () => {
    renderWithShell(<HomePage />, {
      responses: { announcements },
      settings: {
        ageLimit: 18,
        paymentPartners: [
          { code: 'GCASH', name: 'GCash', iconUrl: '/wps/static/payments/GCASH.svg' },
          { code: 'MAYA', name: 'Maya', iconUrl: 'https://cdn.example/maya.svg' },
          { code: 'BAD', name: 'No icon', iconUrl: ' ' },
        ],
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.example/demo' },
          { resourceType: 'FACEBOOK', url: '' },
          { resourceType: 'YOUTUBE', url: 'https://yt.example/demo' },
        ],
      },
    });
    // The footer is below the fold: it loads in the first idle period after home has drawn.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const video = await screen.findByRole('link', { name: 'Watch: Big win replay' }, { timeout: 5_000 });
    expect(video).toHaveAttribute('href', 'https://video.example/9');
    expect(video).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const social = screen.getByRole('navigation', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['▶YouTube', 'TGTelegram']);
    expect(within(social).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payment partners' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((i) => [i.getAttribute('alt'), i.getAttribute('src')]),
    ).toEqual([
      ['GCash', '/wps/static/payments/GCASH.svg'],
      ['Maya', 'https://cdn.example/maya.svg'],
    ]);
    expect(screen.getByRole('link', { name: /Help centre/ })).toHaveAttribute('href', '/m/help');
    expect(screen.getByText('Only for players aged 18 and over. Play responsibly.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows no social or payment block when the site has no such links', () => {
    renderWithShell(<HomePage />);
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment partners' })).not.toBeInTheDocument();
  });
});

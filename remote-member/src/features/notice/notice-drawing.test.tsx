import type { Announcement } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { NoticePage } from './components/notice-page';
import { NoticeDrawing } from './notice-drawing';

const notices: Announcement[] = [1, 2].map((id) => ({
  id,
  type: 'PL',
  title: `Notice ${id} <b>&</b>`,
  content: `<p>${id}</p>`,
  groupName: null,
  url: null,
  linkage: null,
  read: id === 2,
  createdAt: `2024-05-0${id}T10:00:00Z`,
}));

describe('NoticeDrawing', () => {
  it('is the markup NoticePage commits for a guest once the announcements are in', async () => {
    renderParcelRoot(<NoticePage />, {
      path: '/m/notice',
      api: { announcements: () => ({ content: notices, footer: { unreadCount: 1 } }) },
    });
    const list = await screen.findByRole('region', { name: en.notice.title });
    // Parsed as the browser parses the frame's HTML (attribute names lower-cased).
    const drawn = document.createElement('div');
    drawn.innerHTML = renderToStaticMarkup(<NoticeDrawing label={en.notice.title} notices={notices} />);
    expect(drawn.innerHTML).toBe(list.outerHTML);
  });

  it('draws no unread dot and no open panel', () => {
    const html = renderToStaticMarkup(<NoticeDrawing label="A" notices={notices} />);
    expect(html).not.toContain('member-notice__dot');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html.match(/<li /g)).toHaveLength(2);
  });
});

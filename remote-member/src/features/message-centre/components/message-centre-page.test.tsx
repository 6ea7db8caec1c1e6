import { sessionOf } from '@mobile/react-kit/testing';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { MessageCentrePage } from './message-centre-page';

const settings = {
  resources: [{ resourceType: 'TELEGRAM', url: 'https://t.example/demo' }],
  customerService: [{ title: 'CS', path: 'https://cs.example/demo' }],
};
const unread = { inbox: 120, announcements: 2, chat: 1, total: 123 };

describe('MessageCentrePage', () => {
  it('shows every entry with badges for a member, 99+ above the cap', () => {
    renderParcelRoot(<MessageCentrePage />, {
      path: '/m/message',
      session: sessionOf(0),
      unread,
      settings,
      whitelabel: { features: ['CBS3', 'MAILCEN'] },
    });
    expect(screen.getByRole('heading', { name: 'Message centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.example/demo');
    expect(screen.getByRole('button', { name: 'Announcements, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox, 120 unread' })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Live chat, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate customer service' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('opens pages and the chat, and goes back (home, the page record back target) from its back button', async () => {
    const { user, navigate, bus } = renderParcelRoot(<MessageCentrePage />, {
      path: '/m/message',
      session: sessionOf(1),
      whitelabel: { features: ['CBS3', 'MAILCEN'] },
    });
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/webEmail');
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/notice');
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'open-chat' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(bus.emit).toHaveBeenLastCalledWith({ type: 'back' });
  });

  it('sends guests to login from the inbox and shows them no badges', async () => {
    const { user, navigate } = renderParcelRoot(<MessageCentrePage />, { path: '/m/message', unread });
    expect(screen.getByRole('button', { name: 'Inbox' })).not.toHaveTextContent(/\d/);
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/login?redirect=%2Fm%2FwebEmail');
  });

  it('refuses the inbox to free play', async () => {
    const { user, navigate, bus } = renderParcelRoot(<MessageCentrePage />, {
      path: '/m/message',
      session: sessionOf(4),
    });
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'free_reject' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has no chat entry without CBS3', () => {
    renderParcelRoot(<MessageCentrePage />, { path: '/m/message', session: sessionOf(0) });
    expect(screen.queryByRole('button', { name: /live chat/i })).not.toBeInTheDocument();
  });
});

import { sessionOf } from '@mobile/react-kit/testing';
import type { InboxList, InboxMessage } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { InboxPage } from './inbox-page';

function message(id: number, title: string, extra: Partial<InboxMessage> = {}): InboxMessage {
  return { id, title, content: `${title} body`, read: false, createdAt: '2024-05-01T10:00:00Z', ...extra };
}

function inboxOf(...content: InboxMessage[]): InboxList {
  return { content, unReadCount: content.filter((m) => !m.read).length };
}

describe('InboxPage', () => {
  it('lists messages with unread marks', async () => {
    renderParcelRoot(<InboxPage />, {
      path: '/m/webEmail',
      session: sessionOf(1),
      api: { inboxList: () => inboxOf(message(1, 'Bonus credited'), message(2, 'Welcome', { read: true })) },
    });
    const list = await screen.findByRole('region', { name: 'Inbox' });
    expect(within(list).getByRole('button', { name: /unread.*bonus credited/i })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /welcome/i })).not.toHaveAccessibleName(/unread/i);
  });

  it('opens a message as text, marks it read, reloads and refreshes the badges', async () => {
    let read = false;
    const evil = message(3, 'Hi', { content: '<img src=x onerror="window.__x=1"> hello' });
    const { user, call, bus } = renderParcelRoot(<InboxPage />, {
      path: '/m/webEmail',
      session: sessionOf(1),
      api: {
        inboxList: () => inboxOf({ ...evil, read }),
        inboxMarkRead: () => {
          read = true;
          return { unReadCount: 0 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /hi/i }));
    const panel = screen.getByRole('region', { name: /hi/i });
    expect(within(panel).getByText('<img src=x onerror="window.__x=1"> hello')).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(call).toHaveBeenCalledWith('inboxMarkRead', { id: 3 });
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-unread' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /hi/i })).not.toHaveAccessibleName(/unread/i),
    );
  });

  it('deletes a message after confirming', async () => {
    let messages = [message(4, 'Old news', { read: true })];
    const { user, call } = renderParcelRoot(<InboxPage />, {
      path: '/m/webEmail',
      session: sessionOf(1),
      api: {
        inboxList: () => inboxOf(...messages),
        inboxDelete: () => {
          messages = [];
          return { unReadCount: 0 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /old news/i }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(call).not.toHaveBeenCalledWith('inboxDelete', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: /old news/i });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledWith('inboxDelete', { id: 4 });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('refuses free play with free_reject and goes home', async () => {
    const { bus, navigate, call } = renderParcelRoot(<InboxPage />, {
      path: '/m/webEmail',
      session: sessionOf(4),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'free_reject' }));
    expect(call).not.toHaveBeenCalledWith('inboxList', expect.anything(), expect.anything());
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<InboxPage />, {
      path: '/m/webEmail',
      session: sessionOf(1),
      api: {
        inboxList: () => {
          if (fail) throw new Error('offline');
          return inboxOf(message(9, 'Back'));
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /back/i })).toBeInTheDocument();
  });
});

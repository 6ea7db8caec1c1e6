import '../test/browser-stubs';
import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberOf, memoryStorage, renderWithShell, sessionOf } from '../test/render-with-shell';
import { Drawer } from './drawer';

const location = () => screen.getByTestId('location').textContent;
const member = { session: sessionOf(0), member: memberOf({ nickname: 'Lucky' }) };
const entryNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Drawer for guests', () => {
  it('shows the member center heading with login and register', async () => {
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Member center' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(location()).toBe('/m/register');
  });
});

describe('Drawer for members', () => {
  it('shows who is logged in, the VIP club and every entry', () => {
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      member: memberOf({ nickname: 'Lucky', clubLabel: { labelName: 'Gold Club', type: 'AUTO' } }),
    });
    expect(screen.getByRole('heading', { name: 'Lucky' })).toBeInTheDocument();
    expect(screen.getByText('Gold Club')).toBeInTheDocument();
    expect(entryNames()).toEqual([
      'My account',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Account record',
      'Profit and loss',
      'Live streams',
      'Reward centre',
      'VIP',
      'Security centre',
      'Responsible gaming',
      'Download the app',
      'Point mall',
      'Missions',
      'Messages',
    ]);
  });

  it('shows every unread count on the messages entry and opens the message centre', async () => {
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      unread: { inbox: 100, announcements: 2, chat: 1, total: 103 },
    });
    const messages = screen.getByRole('button', { name: 'Messages, 103 unread' });
    expect(messages).toHaveTextContent('99+');
    await userEvent.click(messages);
    expect(location()).toBe('/m/message');
  });

  it("shows the member's chosen avatar instead of the initial, and the initial without one", () => {
    const { unmount } = renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      member: memberOf({ nickname: 'Lucky', avatar: 4 }),
    });
    // The picture is decoration (aria-hidden): the name beside it is what is read out.
    const avatar = () => screen.getByRole('region', { name: 'Your account' }).querySelector('[aria-hidden]');
    expect(avatar()?.querySelector('img')).toHaveAttribute('src', '/wps/static/avatars/4.svg');
    expect(avatar()?.textContent).toBe('');
    unmount();
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, member);
    expect(avatar()?.querySelector('img')).toBeNull();
    expect(avatar()).toHaveTextContent('L');
  });

  it('hides no club label without a club', () => {
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      member: memberOf({ nickname: 'Lucky', clubLabel: { labelName: 'Manual', type: 'MANUAL' } }),
    });
    expect(screen.queryByText('Manual')).not.toBeInTheDocument();
  });

  it('hides entries switched off by the site, but never VIP, and mission without its promo', () => {
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      whitelabel: { menu: { pointMall: false, securityCenter: false, vip: false } },
      settings: { promos: { MISSION: false } },
    });
    const names = entryNames();
    expect(names).not.toContain('Point mall');
    expect(names).not.toContain('Security centre');
    expect(names).not.toContain('Missions');
    expect(names).toContain('VIP');
  });

  it('hides the balance behind asterisks and remembers it', async () => {
    const storage = memoryStorage();
    renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, {
      ...member,
      wallet: { currencySymbol: '₱', sumBalance: 2500 },
      storage,
    });
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(screen.getByTestId('drawer-balance')).toHaveTextContent('₱ 2,500.00');
    await userEvent.click(toggle);
    expect(screen.getByTestId('drawer-balance')).toHaveTextContent('₱ ****');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(storage.getItem(STORAGE_KEYS.balanceHidden)).toBe('1');
    await userEvent.click(toggle);
    expect(screen.getByTestId('drawer-balance')).toHaveTextContent('₱ 2,500.00');
  });

  it('opens pages, the download popup, and refuses deposit to free play', async () => {
    const onOpenDownload = jest.fn();
    const { services } = renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={onOpenDownload} />, {
      session: sessionOf(4),
    });
    const toasts: string[] = [];
    services.bus.events$.subscribe((e) => e.type === 'toast' && toasts.push(e.messageKey));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(toasts).toEqual(['free_reject']);
    expect(location()).toBe('/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(onOpenDownload).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'VIP' }));
    expect(location()).toBe('/m/member/benefits');
  });

  it("asks the shell's sign-out flow, which confirms over the drawer", async () => {
    const { services } = renderWithShell(<Drawer onClose={jest.fn()} onOpenDownload={jest.fn()} />, member);
    const events: string[] = [];
    services.bus.events$.subscribe((e) => events.push(e.type));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(events).toEqual(['sign-out']);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithShell(<Drawer onClose={onClose} onOpenDownload={jest.fn()} />, member);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

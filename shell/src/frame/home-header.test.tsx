import '../test/browser-stubs';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { memberOf, renderWithShell, sessionOf } from '../test/render-with-shell';
import { HomeHeader } from './home-header';

function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      history back
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;
const wallet = { currencySymbol: '₱', sumBalance: 1234567.5 };

describe('HomeHeader', () => {
  it('offers login and register to guests', async () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location()).toBe('/m/login');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(location()).toBe('/m/register');
    expect(screen.queryByRole('link', { name: /inbox/i })).not.toBeInTheDocument();
  });

  it('offers free play to guests: the free-play entry creates the trial account', async () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Free play' }));
    expect(location()).toBe('/m/trail');
  });

  it('after the trial account exists, free play from the header replaces the route with /m/home (SPEC 4)', async () => {
    renderWithShell(
      <>
        <HomeHeader onOpenMenu={jest.fn()} />
        <HistoryBack />
      </>,
      { entries: ['/m/activity', '/m/games'], session: sessionOf(4) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Free play' }));
    expect(location()).toBe('/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('/m/activity');
  });

  it('offers no free play to a real member', () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, { session: sessionOf(0) });
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('shows the nickname, currency and balance as #,##0.00 for a member', () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, {
      session: sessionOf(0),
      member: memberOf({ nickname: 'Lucky Star' }),
      wallet,
    });
    expect(screen.getByText('Lucky Star')).toBeInTheDocument();
    expect(screen.getByText('₱ 1,234,567.50', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('falls back to the account when there is no nickname', () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, {
      session: sessionOf(0),
      member: memberOf({ nickname: null, account: 'player01' }),
    });
    expect(screen.getByText('player01')).toBeInTheDocument();
  });

  it('links the inbox with its unread count capped at 99+', async () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, { session: sessionOf(0), unread: { inbox: 150 } });
    const inbox = screen.getByRole('link', { name: 'Inbox, 150 unread' });
    expect(inbox).toHaveTextContent('99+');
    await userEvent.click(inbox);
    expect(location()).toBe('/m/webEmail');
  });

  it('opens the inbox for agents, refuses it to free play with free_reject', async () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, { session: sessionOf(42) });
    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(location()).toBe('/m/webEmail');
  });

  it('refuses the inbox to free play', async () => {
    const { services } = renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, { session: sessionOf(4) });
    const emitted: unknown[] = [];
    services.bus.events$.subscribe((event) => emitted.push(event));
    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(location()).toBe('/m/home');
    expect(emitted).toEqual([expect.objectContaining({ messageKey: 'free_reject' })]);
  });

  it('MAILCEN gates the inbox icon (SPEC 6: email entry needs MAILCEN)', () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />, {
      session: sessionOf(0),
      whitelabel: { features: ['CBS3'] },
    });
    expect(screen.queryByRole('link', { name: /inbox/i })).not.toBeInTheDocument();
  });

  it('opens the menu', async () => {
    const onOpenMenu = jest.fn();
    renderWithShell(<HomeHeader onOpenMenu={onOpenMenu} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });

  it('takes the scrolled style once the page scrolls', () => {
    renderWithShell(<HomeHeader onOpenMenu={jest.fn()} />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('home-header--scrolled');
    act(() => {
      window.scrollY = 200;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('home-header--scrolled');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('home-header--scrolled');
  });
});

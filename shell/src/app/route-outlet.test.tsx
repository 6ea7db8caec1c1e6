import { FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { buildShellServices, renderWithShell, sessionOf } from '../test/render-with-shell';
import { RouteOutlet } from './route-outlet';
import { ShellContext } from './shell-context';

function Probe() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ owner, expose, urgent }: { owner: string; expose: string; urgent?: boolean }) => (
    <p>{`${owner} ${expose}${urgent ? ' (urgent)' : ''}`}</p>
  ),
}));
jest.mock('../home/home-page', () => ({ HomePage: () => <p>home page</p> }));

const location = () => screen.getByTestId('location').textContent;

describe('RouteOutlet', () => {
  it.each(['/', '/m', '/m/', '/m/index.html', '/m/home'])('draws home on %s', (path) => {
    renderWithShell(<RouteOutlet />, { entries: [path] });
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('mounts the owning remote of a route, query kept', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/gameList?gameType=RNG'] });
    expect(screen.getByText('games ./GameListPage')).toBeInTheDocument();
    expect(location()).toBe('/m/gameList?gameType=RNG');
  });

  it('falls back to home for unknown paths', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/nowhere/at/all'] });
    expect(location()).toBe('/m/home');
  });

  it('replaces the inbox page to home while the merchant has no MAILCEN (SPEC 6)', () => {
    renderWithShell(<RouteOutlet />, {
      entries: ['/m/webEmail'],
      session: sessionOf(0),
      whitelabel: { features: ['CBS3'] },
    });
    expect(location()).toBe('/m/home');
  });

  it('takes /m/game (the lotto frame closed without pageBack) home when no extra route names it', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/game'] });
    expect(location()).toBe('/m/home');
  });

  it('falls back to home when the owning remote is switched off for the merchant', () => {
    const services = { ...buildShellServices(), enabledRemotes: ['games', 'member'] as const };
    render(
      <ShellContext.Provider value={services}>
        <MemoryRouter initialEntries={['/m/agent']}>
          <RouteOutlet />
          <Routes>
            <Route path="*" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('sends guests on protected pages to log in, with the way back in the address', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/transaction/record?types=A'] });
    expect(location()).toBe('/m/login?redirect=%2Fm%2Ftransaction%2Frecord%3Ftypes%3DA');
  });

  it('sends a player who just signed out on a protected page home, not to log in; later guests log in again', () => {
    const { services } = renderWithShell(<RouteOutlet />, { entries: ['/m/set'], session: sessionOf(0) });
    // The sign-out flow's last steps, as the router may see them before its navigation home lands.
    act(() => {
      services.bus.signOut$.next('signed-out');
      services.bus.session$.next(null);
    });
    expect(location()).toBe('/m/home');
    expect(services.bus.signOut$.getValue()).toBe('idle');
  });

  it('replaces guests on the agent page to home, not to log in (SPEC 4 Agent screen load)', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/agent'] });
    expect(location()).toBe('/m/home');
  });

  it('tells guests to log in on protected pages while the merchant has no login page', () => {
    renderWithShell(<RouteOutlet />, {
      entries: ['/m/transaction/record'],
      enabledRemotes: ['games', 'wallet'],
    });
    expect(location()).toBe('/m/transaction/record');
    expect(screen.getByRole('alert')).toHaveTextContent('Not logged in, please login first.');
  });

  it.each([0, 4, 40])('replaces member type %p on agent pages to home (the access rule agent)', (type) => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/agent/team/pnl'], session: sessionOf(type) });
    expect(location()).toBe('/m/home');
  });

  it('opens agent pages for an agent type', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/agent/team/pnl'], session: sessionOf(41) });
    expect(screen.getByText('agent ./TeamPnlPage')).toBeInTheDocument();
  });

  it('replaces the dividend page to home while the merchant has no DIVIDEND feature', () => {
    renderWithShell(<RouteOutlet />, {
      entries: ['/m/member/agent/agentDivident'],
      session: sessionOf(41),
      whitelabel: { features: [] },
    });
    expect(location()).toBe('/m/home');
  });

  it.each([
    ['/m/voucherCenter', 4],
    ['/m/withdraw', 41],
    ['/m/webEmail', 4],
  ])('tells a refused type on %s (type %p) free_reject and replaces the page with home', (path, type) => {
    const { services } = renderWithShell(<RouteOutlet />, { entries: [path], session: sessionOf(type) });
    // The toast stream replays the last toast to a host that mounts after it (the frame's, on home).
    const toasts: unknown[] = [];
    services.bus.toasts$.subscribe((event) => toasts.push(event)).unsubscribe();
    expect(toasts).toEqual([FREE_REJECT_TOAST]);
    expect(location()).toBe('/m/home');
    expect(screen.queryByText(/^wallet /)).not.toBeInTheDocument();
  });

  it('opens protected pages with a session', () => {
    renderWithShell(<RouteOutlet />, { entries: ['/m/transaction/record'], session: sessionOf(1) });
    expect(screen.getByText('wallet ./AccountRecordPage')).toBeInTheDocument();
  });

  it("draws the document's first page in slices and a page the player opens after it at once (urgent)", async () => {
    renderWithShell(
      <>
        <Link to="/m/notice">notices</Link>
        <RouteOutlet />
      </>,
      { entries: ['/m/gameList?gameType=RNG'] },
    );
    expect(screen.getByText('games ./GameListPage')).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'notices' }).click());
    expect(screen.getByText('member ./NoticePage (urgent)')).toBeInTheDocument();
  });
});

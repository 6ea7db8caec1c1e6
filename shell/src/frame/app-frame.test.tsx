import '../test/browser-stubs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { startSignOutFlow } from '../session/sign-out-flow';
import { memoryStorage, renderWithShell, sessionOf } from '../test/render-with-shell';
import { AppFrame } from './app-frame';

const renderFrame = (entries: string[], options: Parameters<typeof renderWithShell>[1] = {}) =>
  renderWithShell(
    <>
      <AppFrame>
        <p>page content</p>
      </AppFrame>
      <HistoryButtons />
    </>,
    { ...options, entries },
  );
const location = () => screen.getByTestId('location').textContent;

/** The browser's own back and forward, for telling a step back in history from a replaced entry. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </>
  );
}

function swipeBack(container: HTMLElement) {
  const frame = container.querySelector('.app-frame') as HTMLElement;
  fireEvent.touchStart(frame, { touches: [{ clientX: 12, clientY: 300 }] });
  fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 300, clientY: 310 }] });
}

describe('AppFrame per path', () => {
  it.each([
    // path, header ('home' | 'titled' | 'none'), tab bar shown
    ['/m/home', 'home', true],
    ['/', 'home', true],
    ['/m/index.html', 'home', true],
    ['/m/games', 'home', true],
    ['/m/notice', 'titled', false],
    ['/m/activity', 'titled', true],
    ['/m/gameList', 'titled', false],
    ['/m/help', 'titled', false],
    ['/m/voucherCenter', 'titled', true],
    ['/m/login', 'none', false],
    ['/m/register', 'none', false],
    ['/m/forget', 'none', false],
    ['/m/changePsw', 'none', false],
    ['/m/app', 'none', false],
    ['/m/lottery', 'none', false],
    ['/m/message', 'none', true],
    ['/m/member/home', 'none', true],
    ['/m/agent', 'none', false],
    ['/m/agent/team/overview', 'titled', false],
    ['/m/agent/team/pnl', 'titled', false],
    ['/m/slotsCenter', 'titled', false],
  ] as const)('%s: header %s, tab bar %p', (path, header, tabBar) => {
    renderFrame([path]);
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' }) !== null).toBe(header === 'home');
    expect(screen.queryByRole('button', { name: 'Back' }) !== null).toBe(header === 'titled');
    expect(screen.queryByRole('navigation', { name: 'Main' }) !== null).toBe(tabBar);
  });

  it('titles the bar with the route title', () => {
    renderFrame(['/m/notice']);
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('shows the download banner only on home paths', () => {
    renderFrame(['/m/home']);
    expect(screen.getByRole('complementary', { name: 'Download the app' })).toBeInTheDocument();
  });

  it('has no download banner on /m/games', () => {
    renderFrame(['/m/games']);
    expect(screen.queryByRole('complementary', { name: 'Download the app' })).not.toBeInTheDocument();
  });
});

describe('AppFrame back', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('goes one step back when this site has an earlier entry', async () => {
    renderFrame(['/m/home', '/m/gameList', '/m/notice']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/gameList');
  });

  it('goes home when the page was opened directly', async () => {
    renderFrame(['/m/notice']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
  });

  it('goes to /m/home from activity whatever the history', async () => {
    renderFrame(['/m/home', '/m/gameList', '/m/activity']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
  });

  it.each(['/m/trail', '/m/activity'])(
    'back button on %s after in-app taps replaces it by /m/home (not one step back)',
    async (path) => {
      const { services } = renderFrame(['/m/home']);
      act(() => services.bus.emit({ type: 'navigate', to: '/m/notice' }));
      act(() => services.bus.emit({ type: 'navigate', to: path }));
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(location()).toBe('/m/home');
      // Replaced, not pushed: the browser's back now goes to the page before, not to ${path} again.
      await userEvent.click(screen.getByRole('button', { name: 'history back' }));
      expect(location()).toBe('/m/notice');
    },
  );

  it('back button on /m/activity pushed from home steps back to that home entry', async () => {
    const { services } = renderFrame(['/m/home']);
    act(() => services.bus.emit({ type: 'navigate', to: '/m/activity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'history forward' }));
    expect(location()).toBe('/m/activity');
  });

  it.each(['/m/login', '/m/register', '/m/forget'])(
    "a page's own back control on %s (bus 'back') goes to /m/home like the titled bar's",
    (path) => {
      const { services } = renderFrame(['/m/home', '/m/gameList']);
      act(() => services.bus.emit({ type: 'navigate', to: path }));
      act(() => services.bus.emit({ type: 'back' }));
      expect(location()).toBe('/m/home');
    },
  );

  it.each(['/m/lottery', '/m/app'])("a page's own back control on %s goes one step back (SPEC 2)", (path) => {
    const { services } = renderFrame(['/m/home']);
    act(() => services.bus.emit({ type: 'navigate', to: '/m/notice' }));
    act(() => services.bus.emit({ type: 'navigate', to: path }));
    act(() => services.bus.emit({ type: 'back' }));
    expect(location()).toBe('/m/notice');
  });

  it.each(['/m/login', '/m/register', '/m/forget'])(
    'a back swipe on %s goes to /m/home from another page, not one step back',
    async (path) => {
      const { container, services } = renderFrame(['/m/home', '/m/gameList']);
      act(() => services.bus.emit({ type: 'navigate', to: path }));
      swipeBack(container);
      expect(location()).toBe('/m/home');
      // Replaced, not pushed: the browser's back goes to the game list, not to ${path} again.
      await userEvent.click(screen.getByRole('button', { name: 'history back' }));
      expect(location()).toBe('/m/gameList');
    },
  );

  it.each(['/m/login', '/m/register', '/m/forget'])(
    'a back swipe on %s opened directly goes to /m/home',
    (path) => {
      const { container } = renderFrame([path]);
      swipeBack(container);
      expect(location()).toBe('/m/home');
    },
  );

  it('a touch the browser cancels is no swipe', () => {
    const { container } = renderFrame(['/m/home', '/m/notice']);
    const frame = container.querySelector('.app-frame') as HTMLElement;
    fireEvent.touchStart(frame, { touches: [{ clientX: 12, clientY: 300 }] });
    fireEvent.touchCancel(frame, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    expect(location()).toBe('/m/notice');
  });

  it('treats a swipe of more than 100 px from the left as back', () => {
    const { container } = renderFrame(['/m/home', '/m/gameList', '/m/notice']);
    const frame = container.querySelector('.app-frame') as HTMLElement;
    fireEvent.touchStart(frame, { touches: [{ clientX: 12, clientY: 300 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 90, clientY: 300 }] });
    expect(location()).toBe('/m/notice');
    fireEvent.touchStart(frame, { touches: [{ clientX: 12, clientY: 300 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 140, clientY: 310 }] });
    expect(location()).toBe('/m/gameList');
  });
});

describe('AppFrame bus routing', () => {
  it("answers 'open-login' with the login page", () => {
    const { services } = renderFrame(['/m/home']);
    act(() => services.bus.emit({ type: 'open-login', returnTo: '/m/gameList' }));
    expect(location()).toBe('/m/login?redirect=%2Fm%2FgameList');
  });

  it("follows 'navigate' to a page of this site and refuses anything else", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services } = renderFrame(['/m/home']);
    act(() => services.bus.emit({ type: 'navigate', to: '/m/notice' }));
    expect(location()).toBe('/m/notice');
    act(() => services.bus.emit({ type: 'navigate', to: 'https://evil.example/' }));
    expect(location()).toBe('/m/notice');
    expect(error).toHaveBeenCalled();
  });

  it("opens the service modal on 'open-service' and closes it on navigation", async () => {
    const { services } = renderFrame(['/m/home'], { session: sessionOf(0) });
    act(() => services.bus.emit({ type: 'open-service' }));
    const modal = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(modal).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(location()).toBe('/m/webEmail');
    expect(screen.queryByRole('dialog', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('opens the drawer from the header menu button and closes it on navigation', async () => {
    renderFrame(['/m/home'], { session: sessionOf(0) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Betting record' }));
    expect(location()).toBe('/m/gameRecord');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('moves the focus to the new page title when a drawer entry took it away with the drawer', async () => {
    renderFrame(['/m/home'], { session: sessionOf(0) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Betting record' }));
    expect(location()).toBe('/m/gameRecord');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveFocus();
    // Focusable by script only: Tab never stops on it.
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus where it is when it survived the route change', () => {
    const { services } = renderFrame(['/m/notice'], { session: sessionOf(0) });
    // The titled bar stays from one titled page to the next, and its back button with it.
    screen.getByRole('button', { name: 'Back' }).focus();
    act(() => services.bus.emit({ type: 'navigate', to: '/m/activity' }));
    expect(location()).toBe('/m/activity');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('signs out from the drawer through the one flow: confirm over the drawer, then home without the session', async () => {
    const { services } = renderFrame(['/m/notice', '/m/home'], {
      session: sessionOf(0),
      responses: { logout: null },
    });
    startSignOutFlow(services.bus, services.api, memoryStorage());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    const logouts = () => services.api.calls.filter((c) => c.key === 'logout');
    expect(logouts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    // Home is opened anew (a new history entry's key), which closes the drawer.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(location()).toBe('/m/home');
    expect(logouts()).toHaveLength(1);
    expect(services.bus.session$.getValue()).toBeNull();
  });
});

import '../test/browser-stubs';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, sessionOf } from '../test/render-with-shell';
import { AppFrame } from './app-frame';

const renderFrame = (path: string, options: Parameters<typeof renderWithShell>[1] = {}) =>
  renderWithShell(
    <AppFrame>
      <p>page</p>
    </AppFrame>,
    { ...options, entries: [path] },
  );
const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('link', { name });

describe('TabBar', () => {
  it('drops the tabs of a remote the merchant switched off (wallet off: no deposit tab)', () => {
    renderFrame('/m/home', { enabledRemotes: ['games', 'member'] });
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(tab('Member')).toBeInTheDocument();
    expect(tab('Home')).toBeInTheDocument();
  });

  it('marks the tab of the current page', () => {
    renderFrame('/m/activity');
    expect(tab('Promotions')).toHaveAttribute('aria-current', 'page');
    expect(tab('Home')).not.toHaveAttribute('aria-current');
  });

  it('opens home and promotions for everyone', async () => {
    renderFrame('/m/activity');
    await userEvent.click(tab('Home'));
    expect(location()).toBe('/m/home');
    await userEvent.click(tab('Promotions'));
    expect(location()).toBe('/m/activity');
  });

  it('shows unread counts above 99 as 99+ on the service action', () => {
    renderFrame('/m/home', { session: sessionOf(0), unread: { total: 150, inbox: 150 } });
    // The name holds the visible words in order (label in name): 'Service 99+', then 'unread'.
    const service = screen.getByRole('button', { name: 'Service 99+ unread' });
    expect(service).toHaveTextContent('99+');
  });

  it('opens the service modal from the service action', async () => {
    renderFrame('/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Service' }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
  });
});

describe('TabBar member centre tap', () => {
  it('sends a guest to login', async () => {
    renderFrame('/m/home');
    await userEvent.click(tab('Member'));
    expect(location()).toBe('/m/login?redirect=%2Fm%2Fmember%2Fhome');
  });

  it('asks a free-play user to register, with cancel and register now', async () => {
    renderFrame('/m/home', { session: sessionOf(4) });
    await userEvent.click(tab('Member'));
    const prompt = await screen.findByRole('alertdialog', { name: 'Register a real account' });
    expect(prompt).toHaveTextContent('Trial accounts cannot use the member centre');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/m/home');

    await userEvent.click(tab('Member'));
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(location()).toBe('/m/register');
  });

  it('opens the member centre for a member', async () => {
    renderFrame('/m/home', { session: sessionOf(1) });
    await userEvent.click(tab('Member'));
    expect(location()).toBe('/m/member/home');
  });
});

describe('TabBar deposit tap', () => {
  it('opens deposit for member types 0, 1, 2', async () => {
    renderFrame('/m/home', { session: sessionOf(2) });
    await userEvent.click(tab('Deposit'));
    expect(location()).toBe('/m/voucherCenter');
  });

  it('sends a guest to login', async () => {
    renderFrame('/m/home');
    await userEvent.click(tab('Deposit'));
    expect(location()).toBe('/m/login?redirect=%2Fm%2FvoucherCenter');
  });

  it('blocks free play with free_reject for 2 s', async () => {
    jest.useFakeTimers();
    try {
      renderFrame('/m/home', { session: sessionOf(4) });
      act(() => tab('Deposit').click());
      expect(location()).toBe('/m/home');
      expect(screen.getByRole('alert')).toHaveTextContent('Please log in with a real account');
      act(() => jest.advanceTimersByTime(1_999));
      expect(screen.getByRole('alert')).toHaveTextContent('Please log in with a real account');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});

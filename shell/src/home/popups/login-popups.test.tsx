import '../../test/browser-stubs';
import type { RequestOf, ResponseOf } from '@mobile/shared-contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAnnouncement } from '../../test/announcement';
import { renderWithShell, sessionOf } from '../../test/render-with-shell';
import { LoginPopups } from './login-popups';

const popup = (id: number, title: string, content: string) =>
  anAnnouncement({ id, type: 'PU', title, content });

const POPUPS = [
  popup(1, 'Deposit bonus today', '<p>Get <b>20%</b> extra</p><img src="x.png" onerror="window.__xss=1">'),
  popup(
    2,
    'Update your profile',
    '<a href="javascript:window.__xss=2">profile</a><script>window.__xss=3</script>',
  ),
];
const announcements = (payload: RequestOf<'announcements'>): ResponseOf<'announcements'> => ({
  content: payload.types === 'PU' ? POPUPS : [],
  footer: { unreadCount: 0 },
});

describe('LoginPopups', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the pop-ups one after another, sanitised, then closes', async () => {
    const user = userEvent.setup();
    renderWithShell(<LoginPopups />, { responses: { announcements } });
    const first = await screen.findByRole('dialog', { name: 'Deposit bonus today' }, { timeout: 5_000 });
    expect(first).toHaveTextContent('Get 20% extra');
    expect(first).toHaveTextContent('1 of 2');
    expect(first.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('dialog', { name: 'Update your profile' });
    expect(second.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows them once per session: not again for the guest, again after a login', async () => {
    const user = userEvent.setup();
    const first = renderWithShell(<LoginPopups />, { responses: { announcements } });
    await screen.findByRole('dialog', { name: 'Deposit bonus today' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();

    const again = renderWithShell(<LoginPopups />, { responses: { announcements } });
    await waitFor(() => expect(again.services.api.calls).toEqual([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => again.services.bus.session$.next(sessionOf(0)));
    expect(
      await screen.findByRole('dialog', { name: 'Deposit bonus today' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it("shows nothing more in this browser session after 'don't show pop-ups again'", async () => {
    const user = userEvent.setup();
    const first = renderWithShell(<LoginPopups />, { responses: { announcements } });
    await screen.findByRole('dialog', { name: 'Deposit bonus today' }, { timeout: 5_000 });
    await user.click(screen.getByRole('checkbox', { name: "Don't show pop-ups again" }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    renderWithShell(<LoginPopups />, { responses: { announcements }, session: sessionOf(0) });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws nothing when the merchant has no pop-ups', async () => {
    const { services } = renderWithShell(<LoginPopups />);
    await waitFor(() => expect(services.api.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

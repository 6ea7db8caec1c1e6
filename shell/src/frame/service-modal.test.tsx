import '../test/browser-stubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberOf, renderWithShell, sessionOf } from '../test/render-with-shell';
import { ServiceModal } from './service-modal';

const location = () => screen.getByTestId('location').textContent;
const toastsOf = (services: ReturnType<typeof renderWithShell>['services']) => {
  const keys: string[] = [];
  services.bus.events$.subscribe((e) => e.type === 'toast' && keys.push(e.messageKey));
  return keys;
};

describe('ServiceModal', () => {
  it('lists the service entries and opens their pages', async () => {
    renderWithShell(<ServiceModal onClose={jest.fn()} />, { session: sessionOf(0) });
    for (const name of ['Live chat', 'Messages', 'Announcements', 'Feedback', 'Tasks']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(location()).toBe('/m/feedback');
    await userEvent.click(screen.getByRole('button', { name: 'Tasks' }));
    expect(location()).toBe('/m/task');
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(location()).toBe('/m/notice');
  });

  it('shows a LINE entry only when the site has a LINE link, opened in a new tab', () => {
    const { unmount } = renderWithShell(<ServiceModal onClose={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'LINE' })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      settings: { resources: [{ resourceType: 'LINE', url: 'https://line.example/demo' }] },
    });
    const line = screen.getByRole('link', { name: 'LINE' });
    expect(line).toHaveAttribute('href', 'https://line.example/demo');
    expect(line).toHaveAttribute('target', '_blank');
    expect(line).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('sends guests to login from chat and messages', async () => {
    renderWithShell(<ServiceModal onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(location()).toBe('/m/login');
  });

  it('refuses chat and messages to free play with free_reject', async () => {
    const { services } = renderWithShell(<ServiceModal onClose={jest.fn()} />, { session: sessionOf(4) });
    const toasts = toastsOf(services);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(toasts).toEqual(['free_reject', 'free_reject']);
    expect(location()).toBe('/m/home');
  });

  it('opens the customer service chat for members', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const onClose = jest.fn();
    renderWithShell(<ServiceModal onClose={onClose} />, { session: sessionOf(0) });
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith('https://chat.example/demo', '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalled();
  });

  it('says chat is unavailable when the site has no chat address', async () => {
    const { services } = renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      session: sessionOf(0),
      settings: { customerService: [] },
    });
    const toasts = toastsOf(services);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(toasts).toEqual(['service.chatUnavailable']);
  });

  it('hides chat for members labelled nochat', () => {
    renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      session: sessionOf(0),
      member: memberOf({ memberLabel: [{ labelName: 'nochat' }] }),
    });
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    renderWithShell(<ServiceModal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

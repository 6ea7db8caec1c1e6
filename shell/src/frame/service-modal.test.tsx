import '../test/browser-stubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChatLauncher } from '../chat/use-chat-launcher';
import { memberOf, renderWithShell, sessionOf } from '../test/render-with-shell';
import { ServiceModal } from './service-modal';

/** The modal with the frame's chat launcher, as the app frame mounts them. */
function ModalInFrame({ onClose }: { onClose: () => void }) {
  useChatLauncher();
  return <ServiceModal onClose={onClose} />;
}

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

  it('MAILCEN gates the messages entry (SPEC 6: email entry needs MAILCEN)', () => {
    renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      session: sessionOf(0),
      whitelabel: { features: ['CBS3'] },
    });
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
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
    renderWithShell(<ModalInFrame onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(location()).toBe('/m/login');
  });

  it('refuses chat and messages to free play with free_reject', async () => {
    const { services } = renderWithShell(<ModalInFrame onClose={jest.fn()} />, { session: sessionOf(4) });
    const toasts = toastsOf(services);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(toasts).toEqual(['free_reject', 'free_reject']);
    expect(location()).toBe('/m/home');
  });

  it('opens the inbox for an agent (the inbox rule: every member but free play)', async () => {
    renderWithShell(<ModalInFrame onClose={jest.fn()} />, { session: sessionOf(41) });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(location()).toBe('/m/webEmail');
  });

  it('launches the live chat for members with the loading message', async () => {
    const { services } = renderWithShell(<ModalInFrame onClose={jest.fn()} />, {
      session: sessionOf(0),
      responses: { chatLaunch: { chatUrl: 'https://evil.example/chat' } },
    });
    const toasts = toastsOf(services);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(services.api.calls.at(-1)).toEqual({
      key: 'chatLaunch',
      payload: expect.objectContaining({ b2c: '1', moduleId: 'CBS3', backUrl: 'http://localhost/m/home' }),
    });
    // Not on the merchant's configured origins: the player is not taken there.
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual(['service.chatLoading', 'service.chatUnavailable']);
  });

  it('has no chat entry when the site has live chat switched off', () => {
    renderWithShell(<ModalInFrame onClose={jest.fn()} />, {
      session: sessionOf(0),
      whitelabel: { features: [] },
    });
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
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

  it('adds the merchant customer-service links from domainRoute: a web page in a new tab, WhatsApp, a page of the site', async () => {
    const { unmount, services } = renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      responses: {
        customerServiceRoutes: [
          { title: 'CS', path: 'https://cs.example/demo' },
          { title: 'whatsapp', path: 'https://wa.example/639000000000' },
        ],
      },
    });
    const cs = await screen.findByRole('link', { name: 'Customer service (web)' });
    expect(cs).toHaveAttribute('href', 'https://cs.example/demo');
    expect(cs).toHaveAttribute('target', '_blank');
    expect(cs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.example/639000000000',
    );
    expect(services.api.calls).toContainEqual({ key: 'customerServiceRoutes', payload: {} });
    unmount();

    renderWithShell(<ServiceModal onClose={jest.fn()} />, {
      responses: { customerServiceRoutes: [{ title: 'CS', path: '/m/help' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service (web)' }));
    expect(location()).toBe('/m/help');
  });

  it('keeps every other entry when the links cannot be loaded, and shows none of them', async () => {
    const { services } = renderWithShell(<ServiceModal onClose={jest.fn()} />, { session: sessionOf(0) });
    await screen.findByRole('button', { name: 'Feedback' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(services.api.calls.some((c) => c.key === 'customerServiceRoutes')).toBe(true);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });
});

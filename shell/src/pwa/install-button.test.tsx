import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../test/render-with-shell';
import { InstallButton } from './install-button';
import { captureInstallPrompt } from './install-prompt';

const i18n = testI18n();

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallButton', () => {
  beforeAll(() => captureInstallPrompt(window));

  it('appears when the browser offers to install, and shows its dialog once', async () => {
    const onDone = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <InstallButton className="x" onDone={onDone} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();

    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('disappears once the app is installed', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <InstallButton className="x" />
      </I18nextProvider>,
    );
    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });
});

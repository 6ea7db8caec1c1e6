import { sessionOf } from '@mobile/react-kit/testing';
import { type SessionInfo, TIMERS } from '@mobile/shared-contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ChangePasswordPage } from './change-password-page';

const settings = () => ({
  usernameRegistration: true,
  mobileRegistration: false,
  captcha: true,
  fields: [
    {
      name: 'password',
      enabled: true,
      required: true,
      pattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$',
      messageKey: 'error.passwordFormat',
    },
  ],
});

function renderPage(
  changePassword: () => null | Promise<null> = () => null,
  session: SessionInfo | null = sessionOf(0, 'pwchange'),
) {
  return renderParcelRoot(<ChangePasswordPage />, {
    path: '/m/changePsw',
    session,
    api: { registerSettings: settings, changePassword },
  });
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

// Whole forms typed key by key: allow for a loaded machine.
jest.setTimeout(15_000);

describe('ChangePasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the username read-only and the three password fields', () => {
    renderPage();
    expect(field(/^username$/i)).toHaveValue('pwchange');
    expect(field(/^username$/i)).toHaveAttribute('readonly');
    expect(field(/^old password$/i)).toHaveAttribute('type', 'password');
    expect(field(/^new password$/i)).toBeInTheDocument();
    expect(field(/^confirm new password$/i)).toBeInTheDocument();
  });

  it('validates every field, focuses the first failing one and sends nothing', async () => {
    const { user, call } = renderPage();
    await user.type(field(/^new password$/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter your old password')).toBeInTheDocument();
    expect(screen.getByText('Use 8 to 20 characters with letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(field(/^old password$/i)).toHaveFocus();

    await user.type(field(/^old password$/i), 'Demo1234');
    await user.clear(field(/^new password$/i));
    await user.type(field(/^new password$/i), 'Better123');
    await user.type(field(/^confirm new password$/i), 'Better124');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('changePassword', expect.anything());
  });

  it('refuses a new password equal to the old one with a dialog, sending nothing', async () => {
    const { user, call } = renderPage();
    await user.type(field(/^old password$/i), 'Demo1234');
    await user.type(field(/^new password$/i), 'Demo1234');
    await user.type(field(/^confirm new password$/i), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('cannot be the same as the old password');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('changePassword', expect.anything());
  });

  it('saves, says so, and goes home after 1 s', async () => {
    jest.useFakeTimers();
    const { call, bus, navigate } = renderPage();
    fireEvent.change(field(/^old password$/i), { target: { value: 'Demo1234' } });
    fireEvent.change(field(/^new password$/i), { target: { value: 'Better123' } });
    fireEvent.change(field(/^confirm new password$/i), { target: { value: 'Better123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(call).toHaveBeenCalledWith('changePassword', {
      oldPassword: 'Demo1234',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'member:password.saved' }),
    );
    expect(navigate).not.toHaveBeenCalledWith('/m/home');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TIMERS.redirectAfterPasswordChange - 1);
    });
    expect(navigate).not.toHaveBeenCalledWith('/m/home');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });

  it("hides the loading toast and shows the server's message on failure", async () => {
    const { user, bus, navigate } = renderPage(() =>
      Promise.reject({
        name: 'ApiError',
        code: 'WRONG_CREDENTIALS',
        messageKey: 'error.wrongCredentials',
        status: 400,
        value: null,
      }),
    );
    await user.type(field(/^old password$/i), 'Wrong1234');
    await user.type(field(/^new password$/i), 'Better123');
    await user.type(field(/^confirm new password$/i), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.wrongCredentials');
    expect(bus.emit).toHaveBeenCalledWith({ type: 'hide-toast' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces itself with home without a session', async () => {
    const { navigate } = renderPage(() => null, null);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

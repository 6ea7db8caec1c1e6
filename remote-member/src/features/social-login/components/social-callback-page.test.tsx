import { demoRegisterField as field, type RegisterSettings } from '@mobile/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import { apiError, BASE_HANDLERS, LOGIN_RESULT } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { passkeyProof, passkeysSupported } from '../../passkeys';
import { SocialCallbackPage } from './social-callback-page';

// The passkeys feature's browser side (jsdom has no WebAuthn); its index is in an import cycle with
// auth-common, so the mock names what this page uses instead of spreading the real module.
jest.mock('../../passkeys', () => ({
  passkeyProof: jest.fn(),
  passkeysSupported: jest.fn(() => false),
  passkeyCancelled: (error: unknown) => error instanceof Error && error.name === 'NotAllowedError',
  PasskeyLoginButton: () => null,
}));

jest.setTimeout(20_000);
beforeEach(() => {
  window.sessionStorage.clear();
  // jsdom has no WebAuthn: the page offers no passkey unless a test says the page can hold one.
  jest.mocked(passkeysSupported).mockReturnValue(false);
});

const REDIRECT = '/m/social/callback?code=abc&state=xyz&iss=http%3A%2F%2F127.0.0.1%3A4003';
const SETTINGS: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  captcha: false,
  fields: [
    field('username', true, true),
    field('password', true, true),
    field('confirmPassword', true, true),
    field('nickname', true, false),
    field('email', true, true),
  ],
};
const render = (handlers: Record<string, unknown>, path = REDIRECT) =>
  renderParcelRoot(<SocialCallbackPage />, {
    path,
    api: { ...BASE_HANDLERS, registerSettings: () => SETTINGS, ...handlers },
  });

describe('social callback page', () => {
  it('logs a linked member straight in, once, and goes to where the login page was asked to return', async () => {
    window.sessionStorage.setItem('MC_SOCIAL_RETURN', '?redirect=%2Fm%2Fdeposit');
    const socialCallback = jest.fn(() => ({ outcome: 'session', login: LOGIN_RESULT }));
    const { bus, navigate } = render({ socialCallback });
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/deposit', { replace: true }));
    expect(socialCallback).toHaveBeenCalledTimes(1);
    expect(socialCallback).toHaveBeenCalledWith({ search: expect.stringContaining('code=abc') });
    expect(bus.emit).toHaveBeenCalledWith({
      type: 'login',
      session: expect.objectContaining({ token: 'tok-1' }),
    });
  });

  it('shows the error with a way back when the sign-in is refused, or when this is no redirect', async () => {
    render({ socialCallback: () => Promise.reject(apiError('FORBIDDEN')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in could not be completed');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/m/login');
  });

  it('sends nothing from an address that is no provider redirect', async () => {
    const socialCallback = jest.fn();
    render({ socialCallback }, '/m/social/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in could not be completed');
    expect(socialCallback).not.toHaveBeenCalled();
  });

  it('links the matched account only with its password, keeping the member on the form when it is wrong', async () => {
    const socialLink = jest
      .fn()
      .mockRejectedValueOnce(apiError('WRONG_CREDENTIALS', null, 'error.wrongCredentials'))
      .mockResolvedValueOnce(LOGIN_RESULT);
    const { user, navigate } = render({
      socialCallback: () => ({ outcome: 'link', provider: 'google', username: 'player1' }),
      socialLink,
    });
    expect(await screen.findByRole('heading', { name: 'Link your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByText('Please enter the password.')).toBeInTheDocument();
    expect(socialLink).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password of player1'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(socialLink).toHaveBeenCalledWith({ password: 'wrong' }));
    expect(navigate).not.toHaveBeenCalled();
    // Nothing typed is lost: the refused password stays, focused and selected, so typing replaces it.
    const field = screen.getByLabelText<HTMLInputElement>('Password of player1');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('wrong');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 5]);
    await user.keyboard('Demo1234');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    expect(socialLink).toHaveBeenLastCalledWith({ password: 'Demo1234' });
  });

  it('links the matched account with one of its passkeys instead, where the page can hold one', async () => {
    jest.mocked(passkeysSupported).mockReturnValue(true);
    const credential = { id: 'abc' };
    jest
      .mocked(passkeyProof)
      .mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(credential as never);
    const socialLinkPasskey = jest.fn().mockResolvedValueOnce(LOGIN_RESULT);
    const { user, navigate } = render({
      socialCallback: () => ({ outcome: 'link', provider: 'google', username: 'player1' }),
      socialLinkPasskey,
    });
    const button = await screen.findByRole('button', { name: 'Use a passkey instead' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey sign-in was cancelled or timed out.');
    expect(socialLinkPasskey).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    expect(passkeyProof).toHaveBeenCalledTimes(2);
    expect(socialLinkPasskey).toHaveBeenCalledWith({ credential });
  });

  it('offers no passkey where the page cannot hold one', async () => {
    render({ socialCallback: () => ({ outcome: 'link', provider: 'google', username: 'player1' }) });
    expect(await screen.findByRole('heading', { name: 'Link your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).not.toBeInTheDocument();
  });

  it('asks only for the fields the provider did not give, prefilled with its suggestions', async () => {
    const socialRegister = jest.fn(() => LOGIN_RESULT);
    const { user, navigate } = render({
      socialCallback: () => ({
        outcome: 'register',
        provider: 'google',
        given: ['email'],
        prefill: { username: 'ada2024', email: 'ada@example.test', nickname: 'Ada' },
      }),
      socialRegister,
    });
    expect(await screen.findByLabelText('Username')).toHaveValue('ada2024');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(socialRegister).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ada2024', password: 'Secret123', email: 'ada@example.test' }),
    );
  });
});

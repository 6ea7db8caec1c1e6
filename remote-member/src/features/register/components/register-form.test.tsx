import { screen, waitFor } from '@testing-library/react';
import { apiError, BASE_HANDLERS, LOGIN_RESULT } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { LoginRegisterPage } from '../../auth-common';
import { demoRegisterSettings } from '../register-test-settings';

// Typing is slow on the shared 2-core machine.
jest.setTimeout(20_000);

function renderRegister(
  handlers: Record<string, unknown> = {},
  path = '/m/register',
  settings = demoRegisterSettings(),
) {
  return renderParcelRoot(<LoginRegisterPage />, {
    path,
    api: {
      ...BASE_HANDLERS,
      registerSettings: () => settings,
      checkAffiliate: () => ({ valid: false }),
      agentAffiliate: () => ({ success: false }),
      ...handlers,
    },
  });
}

async function fillUsernameForm(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'newplayer1');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.type(screen.getByLabelText('Verification code'), 'ab3de');
}

describe('register tab', () => {
  it('opens on /m/register.html with the captcha loaded, registers, logs in and returns', async () => {
    const register = jest.fn(() => LOGIN_RESULT);
    const { user, bus, navigate, call } = renderRegister(
      { register },
      '/m/register.html?redirect=%2Fm%2Fnotice',
    );
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await fillUsernameForm(user);
    expect(call).toHaveBeenCalledWith('captcha', {}, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/m/responsible?offer=1&redirect=%2Fm%2Fnotice', {
        replace: true,
      }),
    );
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'newplayer1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerMethod: 'H5',
        captcha: 'ab3de',
        qqNum: '',
        email: '',
        affiliateCode: '',
      }),
    );
    expect(bus.emit).toHaveBeenCalledWith({
      type: 'login',
      session: expect.objectContaining({ token: 'tok-1' }),
    });
  });

  it('focuses the first failing field and sends nothing', async () => {
    const register = jest.fn(() => LOGIN_RESULT);
    const { user } = renderRegister({ register });
    await user.type(await screen.findByLabelText('Username'), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(screen.getByText('Incorrect password: please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'Other1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('error.passwordMismatch')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks a typed invitation code first and focuses it when wrong', async () => {
    const register = jest.fn(() => LOGIN_RESULT);
    const { user, bus } = renderRegister({ register });
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('Invitation code'), 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Invitation code')).toHaveFocus());
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'toast', messageKey: 'error.invitationCode', durationMs: 1_000 }),
    );
    expect(register).not.toHaveBeenCalled();
  });

  it('hides the invitation field when the link carries a valid code, and sends that code', async () => {
    const register = jest.fn(() => LOGIN_RESULT);
    const agentAffiliate = jest.fn(() => ({ success: true }));
    const { user } = renderRegister(
      { register, agentAffiliate },
      '/m/register?affiliateCode=AGENT41&domain=m.example',
    );
    await waitFor(() =>
      expect(agentAffiliate).toHaveBeenCalledWith({ code: 'AGENT41', domain: 'm.example' }),
    );
    await fillUsernameForm(user);
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(
        expect.objectContaining({ affiliateCode: 'AGENT41', domain: 'm.example' }),
      ),
    );
  });

  it("keeps the invitation field when the link's code and domain are not accepted", async () => {
    const agentAffiliate = jest.fn(() => ({ success: false }));
    renderRegister(
      { checkAffiliate: () => ({ valid: true }), agentAffiliate },
      '/m/register?affiliateCode=AGENT41&domain=m.example',
    );
    await waitFor(() => expect(agentAffiliate).toHaveBeenCalled());
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
  });

  it('says a taken username as soon as the player leaves the field, and nothing for a free one', async () => {
    const checkUsername = jest.fn(({ username }: { username: string }) => ({
      exists: username === 'player0',
    }));
    const { user } = renderRegister({ checkUsername });
    await user.type(await screen.findByLabelText('Username'), ' player0 ');
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('error.usernameExists')).toBeInTheDocument();
    expect(checkUsername).toHaveBeenCalledWith({ username: 'player0' });

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'newplayer1');
    await user.click(screen.getByLabelText('Password'));
    await waitFor(() => expect(checkUsername).toHaveBeenLastCalledWith({ username: 'newplayer1' }));
    await waitFor(() => expect(screen.queryByText('error.usernameExists')).not.toBeInTheDocument());
  });

  it('says it could not check (never "available") when the check is refused, and clears it once it answers', async () => {
    const checkUsername = jest
      .fn()
      .mockRejectedValueOnce(apiError('RATE_LIMITED', null, 'error.rateLimited'))
      .mockResolvedValueOnce({ exists: false });
    const { user } = renderRegister({ checkUsername });
    await user.type(await screen.findByLabelText('Username'), 'newplayer1');
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText(/could not check this username/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    await waitFor(() => expect(checkUsername).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(/could not check this username/)).not.toBeInTheDocument());
  });

  it('focuses the field the server names when it refuses', async () => {
    const register = jest.fn(() =>
      Promise.reject(apiError('USERNAME_EXISTS', { field: 'username' }, 'error.usernameExists')),
    );
    const { user } = renderRegister({ register });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(screen.getByText('error.usernameExists')).toBeInTheDocument();
  });

  it('keeps the typed mobile number when switching method, and asks for the SMS code in mobile mode', async () => {
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('Mobile number'), '9171230000');
    await user.click(screen.getByRole('button', { name: 'Mobile number' }));
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9171230000');
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
  });

  it('registration in mobile mode shows and checks the captcha when the register settings enable it; the SMS code does not replace it', async () => {
    const registerMobile = jest.fn(() => LOGIN_RESULT);
    const { user, call } = renderRegister({ registerMobile });
    await user.click(await screen.findByRole('button', { name: 'Mobile number' }));
    // Loaded at page load, shown in mobile mode as well.
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('captcha', {}, expect.anything());
    await user.type(screen.getByLabelText('Mobile number'), '9171230000');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Captcha required when shown: nothing is sent without it.
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(registerMobile).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Verification code'), 'ab3de');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(registerMobile).toHaveBeenCalledWith(
        expect.objectContaining({ mobileNum: '9171230000', verificationCode: '123456', captcha: 'ab3de' }),
      ),
    );
  });

  it('starts on mobile when only mobile registration is on, without a toggle', async () => {
    renderRegister({}, '/m/register', demoRegisterSettings({ usernameRegistration: false }));
    expect(await screen.findByLabelText('SMS code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('disables submit without agreement, states the age and opens the terms', async () => {
    const { user } = renderRegister();
    expect(await screen.findByText('I am over 21 years old and agree to the terms')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Terms of use' }));
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot load', async () => {
    renderRegister({ registerSettings: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('auth banner', () => {
  it('shows the register group banner, else the default image', async () => {
    const banner = { id: 1, url: '/banners/join.png' };
    const { container } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/register',
      api: {
        ...BASE_HANDLERS,
        registerSettings: () => demoRegisterSettings(),
        announcements: ({ groupName }) => ({
          content: groupName === 'm_reg' ? [banner as never] : [],
          footer: { unreadCount: 0 },
        }),
      },
    });
    await waitFor(() =>
      expect(container.querySelector('.auth-banner img')).toHaveAttribute('src', '/banners/join.png'),
    );
  });
});

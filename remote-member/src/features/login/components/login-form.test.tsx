import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import { apiError, BASE_HANDLERS, LOGIN_RESULT } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { LoginRegisterPage } from '../../auth-common';

// Typing is slow on the shared 2-core machine.
jest.setTimeout(20_000);
beforeEach(() => window.localStorage.clear());

describe('login tab', () => {
  it('logs in by username (trimmed), remembers only the account and returns to the redirect target', async () => {
    const login = jest.fn(() => LOGIN_RESULT);
    const { user, bus, navigate } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login?redirect=%2Fm%2Ftransaction%2Frecord',
      api: { ...BASE_HANDLERS, login },
    });
    await user.type(screen.getByLabelText('Username'), '  player1 ');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/transaction/record', { replace: true }));
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'username', username: 'player1', password: 'Demo1234' }),
    );
    expect(bus.emit).toHaveBeenCalledWith({
      type: 'login',
      session: expect.objectContaining({ token: 'tok-1', type: 1 }),
    });
    const stored = JSON.stringify({ ...window.localStorage });
    expect(stored).toContain('player1');
    expect(stored).not.toContain('Demo1234');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? '')).toEqual({
      method: 'username',
      account: 'player1',
      countryDialingCode: '63',
    });
  });

  it('focuses the first empty field and sends nothing', async () => {
    const { user, call } = renderParcelRoot(<LoginRegisterPage />, { path: '/m/login', api: BASE_HANDLERS });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('login', expect.anything());
  });

  it('hides the captcha until a failed login asks for it, then refreshes it on tap and sends it', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(apiError('WRONG_CREDENTIALS', { captcha: true }))
      .mockResolvedValueOnce(LOGIN_RESULT);
    const { user, call } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, login },
    });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const captcha = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(call.mock.calls.filter(([key]) => key === 'captcha')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Show another verification image' }));
    await waitFor(() => expect(call.mock.calls.filter(([key]) => key === 'captcha')).toHaveLength(2));
    await user.type(captcha, 'ab3de');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith(
        expect.objectContaining({ captchaId: 'cid-2', captcha: 'ab3de' }),
      ),
    );
  });

  it('says until when a time-out or self-exclusion refuses the login', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(
        apiError('EXCLUDED', { kind: 'selfExclusion', endsAt: '2031-05-01T00:00:00.000Z' }),
      );
    const { user, navigate } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, login },
    });
    await user.type(screen.getByLabelText('Username'), 'player2');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByText(/Your account is on a break until/);
    expect(alert).toHaveTextContent(new Date('2031-05-01T00:00:00.000Z').toLocaleString('EN'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says until when the account waits after wrong passwords, and keeps what was typed', async () => {
    const retryAfter = '2031-05-01T10:15:30.000Z';
    const login = jest.fn().mockRejectedValueOnce(apiError('LOGIN_DELAYED', { retryAfter, captcha: true }));
    const { user, navigate } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, login },
    });
    await user.type(screen.getByLabelText('Username'), 'player2');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByText(/You can try again after/);
    expect(alert).toHaveTextContent(new Date(retryAfter).toLocaleTimeString('EN'));
    expect(screen.getByLabelText('Username')).toHaveValue('player2');
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prefills the remembered account and method', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ method: 'sms', account: '9171234567', countryDialingCode: '84' }),
    );
    renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: BASE_HANDLERS,
      settings: { switches: { MOBILEVERCODELOGIN3: true } },
    });
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('9171234567');
    expect(screen.getByRole('button', { name: 'SMS code' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country dialling code' })).toHaveValue('84'),
    );
  });

  it('offers SMS login only when MOBILEVERCODELOGIN3 is on', () => {
    renderParcelRoot(<LoginRegisterPage />, { path: '/m/login', api: BASE_HANDLERS });
    expect(screen.queryByRole('button', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('asks for a verification before sending an SMS code, then counts down', async () => {
    const smsNoLogin = jest.fn(() => ({ expirationTime: Date.now() + 30_000 }));
    const { user, bus } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, smsNoLogin },
      settings: { switches: { MOBILEVERCODELOGIN3: true } },
    });
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const challenge = await screen.findByLabelText('Verification before sending the code');
    await user.type(challenge, 'XY7ZK');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^(29|30) s$/ })).toBeDisabled();
    expect(smsNoLogin).toHaveBeenCalledWith(
      expect.objectContaining({ mobileNo: '9171234567', countryDialingCode: '63', captcha: 'XY7ZK' }),
    );
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'loading', messageKey: 'member:sms.sending' }),
    );
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'member:sms.sent' }),
    );
  });

  it('starts free play and replaces the route with home', async () => {
    const freePlayLogin = jest.fn(() => ({ token: 'trial', userName: 'guest1', customerType: 4 }));
    const { user, bus, navigate, call } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, freePlayLogin },
    });
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    // SPEC 7: the free play login carries free play's module id, not an empty string.
    expect(call).toHaveBeenCalledWith('freePlayLogin', { moduleId: 'FREEPLAY' });
    expect(bus.emit).toHaveBeenCalledWith({
      type: 'login',
      session: expect.objectContaining({ token: 'trial', type: 4 }),
    });
  });

  it('switches to the register tab by moving the address, keeping the query', async () => {
    const { user, navigate } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login?redirect=%2Fm%2Fnotice',
      api: { ...BASE_HANDLERS, registerSettings: () => new Promise(() => undefined) },
    });
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(navigate).toHaveBeenCalledWith('/m/register?redirect=%2Fm%2Fnotice', { replace: true });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the footer: language choice through the bus, copyright, speed test and hot games', async () => {
    const game = {
      nodeId: '9',
      vassalage: 'JILI',
      displayName: 'Super Ace',
      gameName: 'Super Ace',
      nodeName: 'x',
      showIcon: true,
      iconUrl: '/icons/ace.png',
      roomId: null,
      supportPlay: true,
      gameClassifyNew: 'RNG',
      gameCode: 'ace',
    };
    const { user, bus, navigate } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: {
        ...BASE_HANDLERS,
        hotGames: () => [
          { vassalage: 'JILI', vendorName: 'JILI', gameCategory: 'RNG', games: Array(6).fill(game) },
        ],
      },
      settings: { copyright: '© Demo', speedTestUrl: 'https://speed.example/demo' },
    });
    await user.click(await screen.findByRole('button', { name: 'PH' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'set-language', language: 'TY' });
    expect(screen.getByText('© Demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Speed test' })).toHaveAttribute(
      'href',
      'https://speed.example/demo',
    );
    const games = await screen.findAllByRole('button', { name: 'Super Ace' });
    expect(games).toHaveLength(4);
    await user.click(games[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/m/gameFrame?gameType=RNG&vassalage=JILI&nodeId=9&gameCode=ace');
  });
});

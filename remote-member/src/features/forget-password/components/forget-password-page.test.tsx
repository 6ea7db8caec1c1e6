import type { ApiHandlers } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ForgetPasswordPage } from './forget-password-page';

const settings = () => ({ usernameRegistration: true, mobileRegistration: true, captcha: true, fields: [] });
const countries = () => [
  { code: 'PH', name: 'Philippines', dialingCode: '63', isDefault: true },
  { code: 'VN', name: 'Vietnam', dialingCode: '84', isDefault: false },
];
let captchas = 0;
const captcha = () => {
  captchas += 1;
  return { captchaId: `c${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' };
};
const expiresSoon = () => ({ expirationTime: Date.now() + 45_000 });

function renderPage(api: ApiHandlers = {}) {
  return renderParcelRoot(<ForgetPasswordPage />, {
    path: '/m/forget',
    api: {
      registerSettings: settings,
      country: countries,
      captcha,
      smsNoLogin: expiresSoon,
      passwordEmail: expiresSoon,
      passwordReset: () => null,
      passwordVerification: () => ({ valid: true }),
      ...api,
    },
  });
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

// Whole forms typed key by key: allow for a loaded machine.
jest.setTimeout(15_000);

describe('ForgetPasswordPage', () => {
  beforeEach(() => {
    captchas = 0;
  });

  it('checks the SMS request fields before sending anything', async () => {
    const { user, call } = renderPage();
    await screen.findByRole('option', { name: '+63 PH, Philippines' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('smsNoLogin', expect.anything());
  });

  it('sends the SMS code with the default dialling code, counts down, then resets and goes to login', async () => {
    const { user, call, navigate } = renderPage();
    await screen.findByRole('option', { name: '+63 PH, Philippines' }, { timeout: 5_000 });
    await user.type(input(/mobile number/i), '9171234599');
    await user.type(input(/verification code/i), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(call).toHaveBeenCalledWith('smsNoLogin', {
      mobileNo: '9171234599',
      countryDialingCode: '63',
      captchaId: 'c1',
      captcha: 'AB12',
    });
    expect(await screen.findByRole('button', { name: /resend in 4[45] s/i })).toBeDisabled();
    expect(input(/verification code/i)).toHaveValue('');

    await user.type(input(/code received/i), '123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('passwordReset', expect.anything());

    await user.clear(input(/code received/i));
    await user.type(input(/code received/i), '654321');
    await user.type(input(/^new password$/i), 'Better123');
    await user.type(input(/^confirm new password$/i), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(call).toHaveBeenCalledWith('passwordReset', {
      method: 'sms',
      username: '',
      email: '',
      mobileNum: '9171234599',
      countryDialingCode: '63',
      code: '654321',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(navigate).toHaveBeenCalledWith('/m/login');
  });

  it('resets by e-mail with username and address', async () => {
    const { user, call, navigate } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    const form = screen.getByRole('form', { name: 'By e-mail' });
    await user.type(within(form).getByLabelText('Username', { selector: 'input' }), 'pwreset');
    await user.type(within(form).getByLabelText('E-mail', { selector: 'input' }), 'pwreset@example.com');
    await user.type(input(/verification code/i), 'XY7');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(call).toHaveBeenCalledWith(
      'passwordEmail',
      expect.objectContaining({ username: 'pwreset', email: 'pwreset@example.com', captcha: 'XY7' }),
    );

    await user.type(await screen.findByLabelText(/code received/i, { selector: 'input' }), '111222');
    await user.type(input(/^new password$/i), 'Better123');
    await user.type(input(/^confirm new password$/i), 'Better12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    await user.type(input(/^confirm new password$/i), '3');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(call).toHaveBeenCalledWith('passwordVerification', {
      username: 'pwreset',
      email: 'pwreset@example.com',
      code: '111222',
    });
    expect(call).toHaveBeenCalledWith(
      'passwordReset',
      expect.objectContaining({ method: 'email', username: 'pwreset', code: '111222' }),
    );
    expect(navigate).toHaveBeenCalledWith('/m/login');
  });

  it('checks an e-mailed code with password verification first: a wrong one is marked and nothing is reset', async () => {
    const { user, call, navigate } = renderPage({ passwordVerification: () => ({ valid: false }) });
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    const form = screen.getByRole('form', { name: 'By e-mail' });
    await user.type(within(form).getByLabelText('Username', { selector: 'input' }), 'pwreset');
    await user.type(within(form).getByLabelText('E-mail', { selector: 'input' }), 'pwreset@example.com');
    await user.type(input(/verification code/i), 'XY7');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/code received/i, { selector: 'input' }), '999999');
    await user.type(input(/^new password$/i), 'Better123');
    await user.type(input(/^confirm new password$/i), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('This code is wrong or has expired. Check it or send a new one.'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('passwordVerification', expect.objectContaining({ code: '999999' }));
    expect(call).not.toHaveBeenCalledWith('passwordReset', expect.anything());
    expect(navigate).not.toHaveBeenCalled();
    // What was typed stays.
    expect(input(/^new password$/i)).toHaveValue('Better123');
  });

  it("shows the server's message, frees the send button and loads a new captcha when sending fails", async () => {
    const { user, bus } = renderPage({
      smsNoLogin: () =>
        Promise.reject({
          name: 'ApiError',
          code: 'CAPTCHA_WRONG',
          messageKey: 'error.verificationCode',
          status: 400,
          value: null,
        }),
    });
    await screen.findByRole('option', { name: '+63 PH, Philippines' }, { timeout: 5_000 });
    await user.type(input(/mobile number/i), '9171234599');
    await user.type(input(/verification code/i), 'BAD');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.verificationCode');
    expect(bus.emit).toHaveBeenCalledWith({ type: 'hide-toast' });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByLabelText(/code received/i)).not.toBeInTheDocument();
    expect(captchas).toBeGreaterThanOrEqual(2);
  });
});

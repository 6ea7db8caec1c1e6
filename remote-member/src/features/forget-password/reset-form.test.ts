import { DEFAULT_PASSWORD_PATTERN, passwordPatternOf } from '../change-password';
import { checkCodeRequest, checkReset, hasErrors } from './reset-form';

const rule = passwordPatternOf(DEFAULT_PASSWORD_PATTERN);
const empty = { username: '', email: '', mobileNum: '', captcha: '' };

describe('forgot-password checks', () => {
  it('asks the e-mail variant for username, a well-formed e-mail and the captcha', () => {
    expect(checkCodeRequest('email', { ...empty, email: 'not-an-email' })).toEqual({
      username: 'forget.usernameRequired',
      email: 'forget.emailFormat',
      captcha: 'forget.captchaRequired',
    });
    expect(
      checkCodeRequest('email', {
        ...empty,
        username: 'pwreset',
        email: 'pwreset@example.com',
        captcha: 'AB12',
      }),
    ).toEqual({});
  });

  it('asks the SMS variant for a 5-15 digit mobile number and the captcha', () => {
    expect(checkCodeRequest('sms', { ...empty, mobileNum: '12ab' })).toEqual({
      mobileNum: 'forget.mobileFormat',
      captcha: 'forget.captchaRequired',
    });
    expect(checkCodeRequest('sms', { ...empty, mobileNum: '9171234599', captcha: '7' })).toEqual({});
  });

  it('checks code, new password and confirmation of the reset', () => {
    const errors = checkReset({ code: '12345', newPassword: 'short', confirmNewPassword: '' }, rule);
    expect(errors).toEqual({
      code: 'password.codeFormat',
      newPassword: 'password.newFormat',
      confirmNewPassword: 'password.confirmRequired',
    });
    expect(hasErrors(errors)).toBe(true);
    const ok = checkReset(
      { code: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      rule,
    );
    expect(hasErrors(ok)).toBe(false);
    expect(
      checkReset({ code: '123456', newPassword: 'Better123', confirmNewPassword: 'Better12' }, rule),
    ).toEqual({
      confirmNewPassword: 'password.mismatch',
    });
  });
});

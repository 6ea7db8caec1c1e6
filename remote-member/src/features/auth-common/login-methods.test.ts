import { captchaRequested, initialLoginMethod, loginMethodsOf } from './login-methods';

describe('login methods', () => {
  it('offers SMS only with MOBILEVERCODELOGIN3 on', () => {
    expect(loginMethodsOf({ MOBILEVERCODELOGIN3: true })).toEqual(['username', 'sms']);
    expect(loginMethodsOf({})).toEqual(['username']);
  });
  it('starts with the remembered method when it is offered', () => {
    expect(initialLoginMethod(['username', 'sms'], 'sms')).toBe('sms');
    expect(initialLoginMethod(['username'], 'sms')).toBe('username');
    expect(initialLoginMethod(['username', 'sms'], undefined)).toBe('username');
  });
  it('shows the captcha only when a failed answer carries captcha: true', () => {
    expect(captchaRequested({ captcha: true })).toBe(true);
    expect(captchaRequested({ captcha: false })).toBe(false);
    expect(captchaRequested(null)).toBe(false);
    expect(captchaRequested('captcha')).toBe(false);
  });
});

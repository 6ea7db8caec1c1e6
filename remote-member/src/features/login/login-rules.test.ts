import { firstLoginError, loginPayload } from './login-rules';

const values = {
  username: '  player1 ',
  password: 'Demo1234',
  mobile: '',
  dialingCode: '63',
  code: '',
  captcha: '',
};

describe('firstLoginError', () => {
  it('needs username and password on the username method', () => {
    expect(firstLoginError('username', values, false)).toBeNull();
    expect(firstLoginError('username', { ...values, username: '   ' }, false)).toEqual({
      field: 'username',
      messageKey: 'member:auth.usernameRequired',
    });
    expect(firstLoginError('username', { ...values, password: '' }, false)?.field).toBe('password');
  });
  it('needs the captcha only once it is shown', () => {
    expect(firstLoginError('username', values, true)?.field).toBe('captcha');
    expect(firstLoginError('username', { ...values, captcha: 'AB3DE' }, true)).toBeNull();
  });
  it('needs mobile number and 6-digit code on the SMS method', () => {
    expect(firstLoginError('sms', values, false)?.field).toBe('mobileNum');
    expect(firstLoginError('sms', { ...values, mobile: '9171234567', code: '12' }, false)?.field).toBe(
      'code',
    );
    expect(firstLoginError('sms', { ...values, mobile: '9171234567', code: '123456' }, false)).toBeNull();
  });
});

describe('loginPayload', () => {
  it('trims the username and sends the captcha only with its id', () => {
    expect(loginPayload('username', { ...values, captcha: 'x' }, null)).toEqual({
      type: 'username',
      username: 'player1',
      password: 'Demo1234',
      mobileNum: '',
      countryDialingCode: '',
      messageCode: '',
      captchaId: '',
      captcha: '',
    });
    expect(loginPayload('username', { ...values, captcha: ' ab3de ' }, 'cid')).toMatchObject({
      captchaId: 'cid',
      captcha: 'ab3de',
    });
  });
  it('sends the number, dialling code and code on the SMS method, no password', () => {
    expect(loginPayload('sms', { ...values, mobile: '9171234567', code: '123456' }, null)).toMatchObject({
      type: 'sms',
      username: '',
      password: '',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      messageCode: '123456',
    });
  });
});

import { mobileNumberError, smsCodeError } from './mobile-rules';

it('checks mobile numbers and SMS codes', () => {
  expect(mobileNumberError('')).toBe('member:auth.mobileRequired');
  expect(mobileNumberError('91-71')).toBe('common:error.phoneFormat');
  expect(mobileNumberError(' 9171234567 ')).toBeNull();
  expect(smsCodeError('')).toBe('member:auth.codeRequired');
  expect(smsCodeError('12345')).toBe('common:error.verificationCode');
  expect(smsCodeError('123456')).toBeNull();
});

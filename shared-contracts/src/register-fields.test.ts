import { demoRegisterField } from './register-fields';

describe('demoRegisterField', () => {
  it('gives a named field its demo format and message', () => {
    expect(demoRegisterField('username', true, true)).toEqual({
      name: 'username',
      enabled: true,
      required: true,
      pattern: '^[a-z][a-z0-9]{5,15}$',
      messageKey: 'error.accountFormat',
    });
  });

  it('keeps the switches it is given', () => {
    expect(demoRegisterField('mobileNum', false, false)).toMatchObject({ enabled: false, required: false });
  });

  it('gives confirmPassword only its mismatch message', () => {
    expect(demoRegisterField('confirmPassword', true, true)).toMatchObject({
      pattern: null,
      messageKey: 'error.passwordMismatch',
    });
  });

  it('gives a field it does not know neither format nor message', () => {
    expect(demoRegisterField('wechat', false, false)).toMatchObject({ pattern: null, messageKey: null });
  });

  it('has patterns that compile and accept a valid value', () => {
    const valid: Record<string, string> = {
      username: 'player01',
      password: 'abc12345',
      birthDate: '1990-01-31',
      nickname: 'Juan',
      mobileNum: '9171234567',
      email: 'juan@example.com',
      affiliateCode: 'AB12',
      payeeName: 'Juan Dela Cruz',
      paymentPassword: '123456',
      verificationCode: '1234',
    };
    // Compiled as the server and the register form compile them (Unicode mode: the nickname rule uses \p{L}).
    for (const [name, value] of Object.entries(valid)) {
      const { pattern } = demoRegisterField(name, true, true);
      expect(new RegExp(pattern ?? '', 'u').test(value)).toBe(true);
    }
  });
});

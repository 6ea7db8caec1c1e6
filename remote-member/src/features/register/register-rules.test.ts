import { invitationFromSearch, showInvitationField } from './invitation';
import { registrationPayload } from './register-payload';
import { canToggleMode, firstRegisterError, formFields, initialRegisterMode } from './register-rules';
import { demoRegisterSettings } from './register-test-settings';

const settings = demoRegisterSettings();
const options = { invitationShown: true, captchaShown: true };
const good = {
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  captcha: 'AB3DE',
};

describe('register method', () => {
  it('starts on mobile only when mobile is on and username is off', () => {
    expect(initialRegisterMode({ usernameRegistration: false, mobileRegistration: true })).toBe('mobile');
    expect(initialRegisterMode({ usernameRegistration: true, mobileRegistration: true })).toBe('username');
    expect(initialRegisterMode({ usernameRegistration: true, mobileRegistration: false })).toBe('username');
  });
  it('offers the toggle only when both are on', () => {
    expect(canToggleMode({ usernameRegistration: true, mobileRegistration: true })).toBe(true);
    expect(canToggleMode({ usernameRegistration: false, mobileRegistration: true })).toBe(false);
  });
});

describe('form fields from the server settings', () => {
  it('draws each mode its own fields, then the enabled optional ones in server order', () => {
    expect(formFields(settings, 'username', true)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'affiliateCode',
    ]);
    expect(formFields(settings, 'mobile', false)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'nickname',
      'email',
    ]);
  });
  it('leaves out disabled optional fields', () => {
    const off = demoRegisterSettings({
      fields: settings.fields.map((f) => ({ ...f, enabled: f.name !== 'email' && f.enabled })),
    });
    expect(formFields(off, 'username', false)).not.toContain('email');
  });
});

describe('firstRegisterError', () => {
  it('passes a complete form; non-required empty values pass', () => {
    expect(firstRegisterError(settings, 'username', good, options)).toBeNull();
  });
  it('names the first failing field in drawing order with its message', () => {
    expect(
      firstRegisterError(settings, 'username', { ...good, username: 'X', password: '' }, options),
    ).toEqual({
      field: 'username',
      messageKey: 'common:error.accountFormat',
    });
    expect(firstRegisterError(settings, 'username', { ...good, email: 'nope' }, options)?.field).toBe(
      'email',
    );
  });
  it('refuses an e-mail of 255 characters or more even where the merchant pattern allows it (SPEC 5)', () => {
    const loose = {
      ...settings,
      fields: settings.fields.map((f) => (f.name === 'email' ? { ...f, pattern: '^.+@.+$' } : f)),
    };
    const email = (length: number) => `${'a'.repeat(60)}@${'d'.repeat(length - 65)}.com`;
    expect(firstRegisterError(loose, 'username', { ...good, email: email(254) }, options)).toBeNull();
    expect(firstRegisterError(loose, 'username', { ...good, email: email(255) }, options)).toEqual({
      field: 'email',
      messageKey: 'common:error.emailFormat',
    });
  });
  it('requires the confirmation (incorrect password) and equality (mismatch)', () => {
    expect(firstRegisterError(settings, 'username', { ...good, confirmPassword: '' }, options)).toEqual({
      field: 'confirmPassword',
      messageKey: 'member:register.confirmRequired',
    });
    expect(
      firstRegisterError(settings, 'username', { ...good, confirmPassword: 'Other123' }, options),
    ).toEqual({
      field: 'confirmPassword',
      messageKey: 'common:error.passwordMismatch',
    });
  });
  it('checks the invitation code only when its field is shown, and the captcha when shown', () => {
    expect(firstRegisterError(settings, 'username', { ...good, affiliateCode: '!' }, options)?.field).toBe(
      'affiliateCode',
    );
    expect(
      firstRegisterError(
        settings,
        'username',
        { ...good, affiliateCode: '!' },
        { ...options, invitationShown: false },
      ),
    ).toBeNull();
    expect(firstRegisterError(settings, 'username', { ...good, captcha: '' }, options)?.field).toBe(
      'captcha',
    );
  });
  it('needs the mobile number and a 6-digit SMS code in mobile mode, not the username', () => {
    const mobile = { password: 'Secret123', confirmPassword: 'Secret123' };
    expect(firstRegisterError(settings, 'mobile', mobile, { ...options, captchaShown: false })?.field).toBe(
      'mobileNum',
    );
    expect(
      firstRegisterError(
        settings,
        'mobile',
        { ...mobile, mobileNum: '9171230000', verificationCode: '12' },
        options,
      )?.field,
    ).toBe('verificationCode');
    expect(
      firstRegisterError(
        settings,
        'mobile',
        { ...mobile, mobileNum: '9171230000', verificationCode: '123456' },
        { ...options, captchaShown: false },
      ),
    ).toBeNull();
  });
});

describe('invitation link', () => {
  it('reads a well-formed code and the domain from the link', () => {
    expect(invitationFromSearch('?affiliateCode=AGENT41&domain=m.example')).toEqual({
      code: 'AGENT41',
      domain: 'm.example',
    });
    expect(invitationFromSearch('?affiliateCode=%3Cx%3E')).toEqual({ code: '', domain: '' });
  });
  it('shows the field only when enabled and the link code was not valid', () => {
    expect(showInvitationField(true, false)).toBe(true);
    expect(showInvitationField(true, true)).toBe(false);
    expect(showInvitationField(false, false)).toBe(false);
  });
});

describe('registrationPayload', () => {
  const context = {
    mode: 'username' as const,
    registerMethod: 'H5' as const,
    registerUrl: 'm.example',
    countryDialingCode: '63',
    affiliateCode: '',
    domain: '',
    captchaId: 'cid',
  };
  it('sends every unused optional field as an empty string', () => {
    const payload = registrationPayload(good, context);
    expect(payload).toMatchObject({
      username: 'newplayer1',
      qqNum: '',
      zalo: '',
      mobileNum: '',
      countryDialingCode: '',
    });
    expect(payload).toMatchObject({ registerMethod: 'H5', captchaId: 'cid', captcha: 'AB3DE', type: 0 });
  });
  it('drops the username in mobile mode, keeps the captcha (the SMS code does not replace it) and the dialling code', () => {
    const payload = registrationPayload(
      { ...good, mobileNum: '9171230000', verificationCode: '123456' },
      { ...context, mode: 'mobile' },
    );
    expect(payload).toMatchObject({
      username: '',
      captcha: 'AB3DE',
      captchaId: 'cid',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
  });
});

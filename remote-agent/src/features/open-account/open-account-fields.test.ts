import type { RegisterSettings } from '@mobile/shared-contracts';
import { fieldRule, firstInvalidField, openAccountFields } from './open-account-fields';

const field = (name: string, enabled: boolean, required: boolean, pattern: string | null = null) => ({
  name,
  enabled,
  required,
  pattern,
  messageKey: `error.${name}`,
});

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  captcha: true,
  fields: [
    field('username', true, true, '^[a-z][a-z0-9]{5,15}$'),
    field('password', true, true, '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$'),
    field('confirmPassword', true, true),
    field('birthDate', true, true, '^\\d{4}-\\d{2}-\\d{2}$'),
    field('nickname', true, false, '^.{1,20}$'),
    field('mobileNum', true, true, '^\\d{7,15}$'),
    field('email', false, false),
    field('affiliateCode', true, false),
    field('verificationCode', true, false),
    field('qqNum', true, false),
  ],
};

const valid = {
  username: 'downa1',
  password: 'Demo1234',
  confirmPassword: 'Demo1234',
  birthDate: '1990-01-02',
  nickname: '',
  mobileNum: '9171234567',
};

describe('open account fields', () => {
  it('draws the account fields, then the profile fields the settings switch on, never guest-only ones', () => {
    expect(openAccountFields(settings)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'birthDate',
      'nickname',
      'mobileNum',
    ]);
  });

  it('keeps username and password required even when the settings say otherwise', () => {
    const loose = { ...settings, fields: settings.fields.map((f) => ({ ...f, required: false })) };
    expect(fieldRule(loose, 'username').required).toBe(true);
    expect(fieldRule(loose, 'nickname').required).toBe(false);
  });

  it('passes a complete form, and an optional field left empty', () => {
    expect(firstInvalidField(settings, valid)).toBeNull();
  });

  it.each([
    [{ username: '' }, 'username', 'error.username'],
    [{ username: 'X!' }, 'username', 'error.username'],
    [{ password: 'short' }, 'password', 'error.password'],
    [{ confirmPassword: '' }, 'confirmPassword', 'error.passwordMismatch'],
    [{ confirmPassword: 'Demo12345' }, 'confirmPassword', 'error.passwordMismatch'],
    [{ birthDate: '' }, 'birthDate', 'error.birthDate'],
    [{ nickname: 'x'.repeat(21) }, 'nickname', 'error.nickname'],
    [{ mobileNum: '12' }, 'mobileNum', 'error.mobileNum'],
  ])('stops at the first failing field: %p', (change, field, messageKey) => {
    expect(firstInvalidField(settings, { ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('treats a pattern that does not compile as absent', () => {
    const broken = { ...settings, fields: [field('username', true, true, '([')] };
    expect(fieldRule(broken, 'username').pattern).toBeNull();
    expect(firstInvalidField(broken, { ...valid, username: 'ANY thing' })).toBeNull();
  });
});

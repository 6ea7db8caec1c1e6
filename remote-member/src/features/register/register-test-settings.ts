import type { RegisterSettings } from '@mobile/shared-contracts';

/** Register settings like the demo merchant's (platform-api default 'full'), for tests. */
export function demoRegisterSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  const field = (
    name: string,
    enabled: boolean,
    required: boolean,
    pattern: string | null,
    messageKey: string | null,
  ) => ({
    name,
    enabled,
    required,
    pattern,
    messageKey,
  });
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    captcha: true,
    fields: [
      field('username', true, true, '^[a-z][a-z0-9]{5,15}$', 'error.accountFormat'),
      field(
        'password',
        true,
        true,
        '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*]{8,20}$',
        'error.passwordFormat',
      ),
      field('confirmPassword', true, true, null, 'error.passwordMismatch'),
      field('nickname', true, false, '^.{1,20}$', 'error.nameFormat'),
      field('mobileNum', true, false, '^\\d{7,15}$', 'error.phoneFormat'),
      field('email', true, false, '^[^@\\s]{1,64}@[^@\\s]{1,190}\\.[^@\\s]{2,63}$', 'error.emailFormat'),
      field('affiliateCode', true, false, '^[A-Za-z0-9]{4,20}$', 'error.invitationCode'),
      field('payeeName', false, false, '^.{2,40}$', 'error.nameFormat'),
      field('verificationCode', true, false, '^\\d{4,8}$', 'error.verificationCode'),
    ],
    ...overrides,
  };
}

import { demoRegisterField as field, type RegisterSettings } from '@mobile/shared-contracts';

/** Register settings like the demo merchant's (platform-api default 'full'), for tests. */
export function demoRegisterSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    captcha: true,
    fields: [
      field('username', true, true),
      field('password', true, true),
      field('confirmPassword', true, true),
      field('nickname', true, false),
      field('mobileNum', true, false),
      field('email', true, false),
      field('affiliateCode', true, false),
      field('payeeName', false, false),
      field('verificationCode', true, false),
    ],
    ...overrides,
  };
}

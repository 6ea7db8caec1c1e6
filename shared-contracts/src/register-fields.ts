import type { RegisterSettings } from './endpoints/system';
import { NICKNAME_PATTERN } from './nickname-rule';

export type RegisterField = RegisterSettings['fields'][number];

/**
 * The demo merchants' format and message of each register field (platform-api's default register
 * settings; the remotes' test settings). A field not named here has neither.
 */
const FIELD_FORMATS: Readonly<Record<string, { pattern: string | null; messageKey: string }>> = {
  username: { pattern: '^[a-z][a-z0-9]{5,15}$', messageKey: 'error.accountFormat' },
  password: {
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*]{8,20}$',
    messageKey: 'error.passwordFormat',
  },
  confirmPassword: { pattern: null, messageKey: 'error.passwordMismatch' },
  birthDate: { pattern: '^\\d{4}-\\d{2}-\\d{2}$', messageKey: 'error.badRequest' },
  nickname: { pattern: NICKNAME_PATTERN.source, messageKey: 'error.nameFormat' },
  mobileNum: { pattern: '^\\d{7,15}$', messageKey: 'error.phoneFormat' },
  email: { pattern: '^[^@\\s]{1,64}@[^@\\s]{1,190}\\.[^@\\s]{2,63}$', messageKey: 'error.emailFormat' },
  affiliateCode: { pattern: '^[A-Za-z0-9]{4,20}$', messageKey: 'error.invitationCode' },
  payeeName: { pattern: '^.{2,40}$', messageKey: 'error.nameFormat' },
  paymentPassword: { pattern: '^\\d{6}$', messageKey: 'error.passwordFormat' },
  verificationCode: { pattern: '^\\d{4,8}$', messageKey: 'error.verificationCode' },
};

/** A register field with the demo format of its name. */
export function demoRegisterField(name: string, enabled: boolean, required: boolean): RegisterField {
  const format = FIELD_FORMATS[name];
  return {
    name,
    enabled,
    required,
    pattern: format?.pattern ?? null,
    messageKey: format?.messageKey ?? null,
  };
}

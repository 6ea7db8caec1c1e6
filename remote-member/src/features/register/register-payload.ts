import { REGISTRATION_TYPE, type RegistrationPayload } from '@mobile/shared-contracts';
import type { RegisterMethod } from '../auth-common';
import type { RegisterMode, RegisterValues } from './register-rules';

/** Every text field of the registration call; the ones the form did not use go as empty strings. */
const TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'birthDate',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'verificationCode',
] as const;

export interface RegisterContext {
  mode: RegisterMode;
  registerMethod: RegisterMethod;
  registerUrl: string;
  countryDialingCode: string;
  /** Code typed in the form, else the invitation link's. */
  affiliateCode: string;
  domain: string;
  captchaId: string;
}

export function registrationPayload(values: RegisterValues, context: RegisterContext): RegistrationPayload {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (values[name] ?? '').trim()]));
  // Passwords are sent as typed: spaces may be part of them.
  text.password = values.password ?? '';
  text.confirmPassword = values.confirmPassword ?? '';
  if (context.mode === 'mobile') text.username = '';
  else text.verificationCode = '';
  return {
    ...text,
    countryDialingCode: text.mobileNum ? context.countryDialingCode : '',
    registerUrl: context.registerUrl,
    registerMethod: context.registerMethod,
    affiliateCode: context.affiliateCode.trim(),
    domain: context.domain,
    captchaId: context.captchaId,
    captcha: (values.captcha ?? '').trim(),
    type: REGISTRATION_TYPE,
  } as RegistrationPayload;
}

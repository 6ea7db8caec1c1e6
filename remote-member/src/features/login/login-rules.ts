import type { LoginPayload } from '@mobile/shared-contracts';
import type { LoginMethod } from '../auth-common';
import { mobileNumberError, smsCodeError } from '../auth-common';

export interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  dialingCode: string;
  code: string;
  captcha: string;
}

export type LoginField = 'username' | 'password' | 'mobileNum' | 'code' | 'captcha';

/** The first failing field of the login form, in drawing order. Username is trimmed. */
export function firstLoginError(
  method: LoginMethod,
  values: LoginValues,
  captchaShown: boolean,
): { field: LoginField; messageKey: string } | null {
  const checks: [LoginField, string | null][] =
    method === 'username'
      ? [
          ['username', values.username.trim() ? null : 'member:auth.usernameRequired'],
          ['password', values.password ? null : 'member:auth.passwordRequired'],
        ]
      : [
          ['mobileNum', mobileNumberError(values.mobile)],
          ['code', smsCodeError(values.code)],
        ];
  if (captchaShown) checks.push(['captcha', values.captcha.trim() ? null : 'common:error.captchaRequired']);
  const failed = checks.find(([, messageKey]) => messageKey !== null);
  return failed ? { field: failed[0], messageKey: failed[1] as string } : null;
}

/** The login call's payload for a method; the other method's fields go empty. */
export function loginPayload(
  method: LoginMethod,
  values: LoginValues,
  captchaId: string | null,
): LoginPayload {
  const sms = method === 'sms';
  return {
    type: method,
    username: sms ? '' : values.username.trim(),
    password: sms ? '' : values.password,
    mobileNum: sms ? values.mobile.trim() : '',
    countryDialingCode: sms ? values.dialingCode : '',
    messageCode: sms ? values.code.trim() : '',
    captchaId: captchaId ?? '',
    captcha: captchaId ? values.captcha.trim() : '',
  };
}

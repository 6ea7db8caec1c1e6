import { isEmailAddress } from '@mobile/shared-contracts';
import { checkConfirmation, checkNewPassword, type MessageKey, PASSWORD_MESSAGES } from '../change-password';

export type ResetMethod = 'sms' | 'email';

export const RESET_MESSAGES = {
  usernameRequired: 'forget.usernameRequired',
  emailFormat: 'forget.emailFormat',
  mobileFormat: 'forget.mobileFormat',
  captchaRequired: 'forget.captchaRequired',
  codeWrong: 'forget.codeWrong',
} as const;

type ResetMessage = MessageKey | (typeof RESET_MESSAGES)[keyof typeof RESET_MESSAGES];

const MOBILE = /^\d{5,15}$/;
const CODE = /^\d{6}$/;

export interface RequestFields {
  username: string;
  email: string;
  mobileNum: string;
  captcha: string;
}

export interface ResetFields {
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type FieldErrors<F> = Partial<Record<keyof F, ResetMessage>>;

/** Step 1: what the code request needs (SPEC 5: mobile fields first, then the challenge). */
export function checkCodeRequest(method: ResetMethod, fields: RequestFields): FieldErrors<RequestFields> {
  const errors: FieldErrors<RequestFields> = {};
  if (method === 'email') {
    if (fields.username.trim() === '') errors.username = RESET_MESSAGES.usernameRequired;
    if (!isEmailAddress(fields.email.trim())) errors.email = RESET_MESSAGES.emailFormat;
  } else if (!MOBILE.test(fields.mobileNum.trim())) {
    errors.mobileNum = RESET_MESSAGES.mobileFormat;
  }
  if (fields.captcha.trim() === '') errors.captcha = RESET_MESSAGES.captchaRequired;
  return errors;
}

/** Step 2: six-digit code, new password by the password rule, and its confirmation. */
export function checkReset(fields: ResetFields, rule: RegExp): FieldErrors<ResetFields> {
  const errors: FieldErrors<ResetFields> = {};
  if (!CODE.test(fields.code.trim())) errors.code = PASSWORD_MESSAGES.codeFormat;
  const next = checkNewPassword(fields.newPassword, rule);
  if (next) errors.newPassword = next;
  const confirmation = checkConfirmation(fields.newPassword, fields.confirmNewPassword);
  if (confirmation) errors.confirmNewPassword = confirmation;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
